import { useMemo, useState } from 'react'
import { Alert, Button, Checkbox, Flex, Input, Space, Table, Tag, Typography } from 'antd'
import { SaveOutlined } from '@ant-design/icons'
import { placeholdersOf, samePlaceholders, type LanguageKeyRow, type Locale } from '@app/contracts'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useSaveLanguageKeys } from '../api/languages.ts'
import { matchesFilter } from '../model/key-filter.ts'

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
          aria-label="Search keys and texts"
          placeholder="Search keys and texts"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ width: 360 }}
        />
        <Checkbox checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)}>
          Only missing ({missing})
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
                ? 'Save changed texts'
                : `Save ${changed.length} changed ${changed.length === 1 ? 'text' : 'texts'}`}
            </Button>
            <Button disabled={changed.length === 0} onClick={() => setDrafts({})}>
              Discard changes
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
          title={`Saved ${save.data.saved === 1 ? '1 text' : `${save.data.saved} texts`} of the ${locale} package. Config version is now ${save.data.version}; apps will refetch.`}
        />
      )}
      <Table<LanguageKeyRow>
        rowKey="key"
        size="small"
        dataSource={shown}
        pagination={{ defaultPageSize: 25, showSizeChanger: true, showTotal: (total) => `${total} keys` }}
        columns={[
          {
            title: 'Key',
            dataIndex: 'key',
            width: 260,
            render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
          },
          { title: 'English', dataIndex: 'english', width: '35%' },
          {
            title: `Text (${locale})`,
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
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={`Text of ${row.key}`}
        value={value}
        readOnly={readOnly}
        autoSize={{ minRows: 1, maxRows: 6 }}
        status={placeholdersKept ? undefined : 'error'}
        onChange={(event) => onEdit(row, event.target.value)}
      />
      <Flex gap={4} wrap>
        {row.missing && draft === undefined && <Tag color="warning">Missing</Tag>}
        {draft !== undefined && <Tag color="processing">Changed</Tag>}
        {!placeholdersKept && (
          <Typography.Text type="danger">
            {needed.length > 0 ? `Keep exactly ${needed.join(', ')}` : 'Use no {{…}} placeholders'}
          </Typography.Text>
        )}
      </Flex>
    </Space>
  )
}
