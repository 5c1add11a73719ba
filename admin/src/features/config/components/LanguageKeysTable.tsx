import { useMemo, useState } from 'react'
import { Alert, Button, Checkbox, Flex, Input, Space, Table, Tag, Typography } from 'antd'
import { SaveOutlined } from '@ant-design/icons'
import { placeholdersOf, samePlaceholders, type LanguageKeyRow, type Locale } from '@app/contracts'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useSaveLanguageKeys } from '../api/languages.ts'
import { matchesFilter } from '../model/key-filter.ts'
import { useT } from '../../../lib/i18n.ts'

interface LanguageKeysTableProps {
  locale: Locale
  rows: LanguageKeyRow[]
  onSaved: () => void
}

/** Every key of the English file beside the locale's text; changed texts are saved together. */
export function LanguageKeysTable({ locale, rows, onSaved }: LanguageKeysTableProps) {
  const isAdmin = useIsAdmin()
  const save = useSaveLanguageKeys(locale)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [filter, setFilter] = useState('')
  const [onlyMissing, setOnlyMissing] = useState(false)
  const changed = Object.keys(drafts)
  const t = useT()
  const missing = rows.filter((row) => row.missing).length
  const shown = useMemo(
    () => rows.filter((row) => (!onlyMissing || row.missing) && matchesFilter(row, filter, drafts[row.key])),
    [rows, filter, onlyMissing, drafts],
  )

  function onEdit(row: LanguageKeyRow, text: string) {
    save.reset()
    setDrafts(({ [row.key]: _, ...rest }) => (text === row.value ? rest : { ...rest, [row.key]: text }))
  }

  function onSave() {
    save.mutate(
      { texts: drafts },
      {
        onSuccess: () => {
          setDrafts({})
          onSaved()
        },
      },
    )
  }

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          aria-label={t('config.searchKeys')}
          placeholder={t('config.searchKeys')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ width: 360 }}
        />
        <Checkbox checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)}>
          {t('config.onlyMissing', { count: missing })}
        </Checkbox>
        {isAdmin && (
          <>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={changed.length === 0}
              loading={save.isPending}
              onClick={onSave}
            >
              {changed.length === 0
                ? t('config.saveChanged')
                : changed.length === 1
                  ? t('config.saveChangedOne')
                  : t('config.saveChangedMany', { count: changed.length })}
            </Button>
            <Button disabled={changed.length === 0} onClick={() => setDrafts({})}>
              {t('config.discard')}
            </Button>
          </>
        )}
      </Flex>
      {save.isError && <Alert type="error" showIcon title={save.error.message} />}
      {save.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={
            save.data.saved === 1
              ? t('config.textsSavedOne', { locale, version: save.data.version })
              : t('config.textsSavedMany', { count: save.data.saved, locale, version: save.data.version })
          }
        />
      )}
      <Table<LanguageKeyRow>
        rowKey="key"
        size="small"
        dataSource={shown}
        pagination={{
          defaultPageSize: 25,
          showSizeChanger: true,
          showTotal: (total) => t('config.keysTotal', { count: total }),
        }}
        columns={[
          {
            title: t('config.key'),
            dataIndex: 'key',
            width: 260,
            render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
          },
          { title: t('config.english'), dataIndex: 'english', width: '35%' },
          {
            title: t('config.textOf', { locale }),
            key: 'value',
            render: (_, row) => (
              <TextCell row={row} draft={drafts[row.key]} readOnly={!isAdmin} onEdit={onEdit} />
            ),
          },
        ]}
      />
    </Space>
  )
}

interface TextCellProps {
  row: LanguageKeyRow
  draft: string | undefined
  readOnly: boolean
  onEdit: (row: LanguageKeyRow, text: string) => void
}

/** One key's text, flagged when missing, changed, or not keeping the English placeholders. */
function TextCell({ row, draft, readOnly, onEdit }: TextCellProps) {
  const value = draft ?? row.value
  const placeholdersKept = samePlaceholders(value, row.english)
  const needed = placeholdersOf(row.english).map((name) => `{{${name}}}`)
  const t = useT()
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('config.textOfKey', { key: row.key })}
        value={value}
        readOnly={readOnly}
        autoSize={{ minRows: 1, maxRows: 6 }}
        status={placeholdersKept ? undefined : 'error'}
        onChange={(event) => onEdit(row, event.target.value)}
      />
      <Flex gap={4} wrap>
        {row.missing && draft === undefined && <Tag color="warning">{t('config.missing')}</Tag>}
        {draft !== undefined && <Tag color="processing">{t('config.changed')}</Tag>}
        {!placeholdersKept && (
          <Typography.Text type="danger">
            {needed.length > 0
              ? t('config.keepExactly', { placeholders: needed.join(', ') })
              : t('config.noPlaceholders')}
          </Typography.Text>
        )}
      </Flex>
    </Space>
  )
}
