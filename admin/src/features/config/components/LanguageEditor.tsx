import { useRef, useState, type ChangeEvent } from 'react'
import { Alert, Button, Card, Form, Input, Space } from 'antd'
import { SaveOutlined, UploadOutlined } from '@ant-design/icons'
import type { Locale } from '@app/contracts'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useSaveLanguagePack } from '../api/languages.ts'
import { parsePack } from '../model/parse-pack.ts'
import { useT } from '../../../lib/i18n.ts'

interface LanguageEditorProps {
  locale: Locale
  initial: Record<string, unknown>
}

export function LanguageEditor({ locale, initial }: LanguageEditorProps) {
  const isAdmin = useIsAdmin()
  const save = useSaveLanguagePack(locale)
  const [draft, setDraft] = useState(() => JSON.stringify(initial, null, 2))
  const [error, setError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const t = useT()

  function onEdit(source: string) {
    setDraft(source)
    setError(null)
    save.reset()
  }

  async function onUpload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onEdit(await file.text())
  }

  function onSave() {
    const parsed = parsePack(draft)
    if (!parsed.ok) return setError(parsed.error)
    save.mutate({ json: parsed.json })
  }

  return (
    <Card>
      {save.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('config.packSaved', { locale, version: save.data.version })}
        />
      )}
      <Form layout="vertical">
        <Form.Item
          label={t('config.languageFile', { locale })}
          htmlFor="language-json"
          validateStatus={error ? 'error' : undefined}
          help={error ?? (isAdmin ? undefined : t('config.adminsOnlyLanguages'))}
        >
          <Input.TextArea
            id="language-json"
            value={draft}
            onChange={(event) => onEdit(event.target.value)}
            readOnly={!isAdmin}
            autoSize={{ minRows: 12, maxRows: 28 }}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
          />
        </Form.Item>
      </Form>
      {isAdmin && (
        <Space wrap>
          <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={save.isPending}>
            {t('config.savePack')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {t('config.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label={t('config.uploadLabel')}
            hidden
            onChange={(event) => void onUpload(event)}
          />
        </Space>
      )}
    </Card>
  )
}
