import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { CONFIG_OPS_SAVE_SETTINGS, siteSettingsBody, type SiteSettingsBody } from '@app/contracts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useSaveSettings, useSettings, type SiteSettings } from '../api/site-settings.ts'
import { useT } from '../../../lib/i18n.ts'

export function SettingsPage() {
  const settings = useSettings()
  const t = useT()
  return (
    <>
      <PageHeading title={t('config.settingsTitle')} />
      {settings.data ? <SettingsForm settings={settings.data} /> : settings.isPending && <PageSpinner />}
    </>
  )
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const mayEdit = useMayCall(CONFIG_OPS_SAVE_SETTINGS)
  const save = useSaveSettings()
  const shape = siteSettingsBody.shape
  const t = useT()
  const initialValues: SiteSettingsBody = {
    site_name: settings.site_name,
    currency: settings.currency,
    chat_url: settings.chat_url,
  }

  return (
    <Card style={{ maxWidth: 640 }}>
      {!mayEdit && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('config.adminsOnlySettings')} />
      )}
      {save.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('config.saved', { version: save.data.version })}
        />
      )}
      <Typography.Paragraph data-testid="config-version">
        {t('config.version', { version: settings.version })}
      </Typography.Paragraph>
      <Form<SiteSettingsBody>
        layout="vertical"
        requiredMark={false}
        disabled={!mayEdit}
        initialValues={initialValues}
        onFinish={(values) => save.mutate(parseForm(siteSettingsBody, values))}
      >
        <Form.Item label={t('config.siteName')} name="site_name" rules={[zodRule(shape.site_name)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={t('config.currency')}
          name="currency"
          extra={t('config.currencyHelp')}
          rules={[zodRule(shape.currency)]}
        >
          <Input style={{ maxWidth: 160 }} />
        </Form.Item>
        <Form.Item
          label={t('config.chatUrl')}
          name="chat_url"
          extra={t('config.chatUrlHelp')}
          rules={[zodRule(shape.chat_url)]}
        >
          <Input inputMode="url" />
        </Form.Item>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('config.save')}
          </Button>
        )}
      </Form>
    </Card>
  )
}
