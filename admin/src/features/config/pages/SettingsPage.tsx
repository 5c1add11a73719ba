import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { siteSettingsBody, type SiteSettingsBody } from '@app/contracts'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useSaveSettings, useSettings, type SiteSettings } from '../api/site-settings.ts'

export function SettingsPage() {
  const settings = useSettings()
  return (
    <>
      <PageHeading title="Site configuration" />
      {settings.data ? <SettingsForm settings={settings.data} /> : settings.isPending && <PageSpinner />}
    </>
  )
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const isAdmin = useIsAdmin()
  const save = useSaveSettings()
  const shape = siteSettingsBody.shape
  const initialValues: SiteSettingsBody = {
    site_name: settings.site_name,
    currency: settings.currency,
    chat_url: settings.chat_url,
  }

  return (
    <Card style={{ maxWidth: 640 }}>
      {!isAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Only admins can change the site configuration."
        />
      )}
      {save.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={`Saved. Config version is now ${save.data.version}; apps will refetch.`}
        />
      )}
      <Typography.Paragraph data-testid="config-version">
        {`Config version ${settings.version}`}
      </Typography.Paragraph>
      <Form<SiteSettingsBody>
        layout="vertical"
        requiredMark={false}
        disabled={!isAdmin}
        initialValues={initialValues}
        onFinish={(values) => save.mutate(parseForm(siteSettingsBody, values))}
      >
        <Form.Item label="Site name" name="site_name" rules={[zodRule(shape.site_name)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Currency prefix"
          name="currency"
          extra="Shown before every amount in the app."
          rules={[zodRule(shape.currency)]}
        >
          <Input style={{ maxWidth: 160 }} />
        </Form.Item>
        <Form.Item
          label="Chat URL"
          name="chat_url"
          extra="Base address of the chat host; leave empty to use the API host."
          rules={[zodRule(shape.chat_url)]}
        >
          <Input inputMode="url" />
        </Form.Item>
        {isAdmin && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save configuration
          </Button>
        )}
      </Form>
    </Card>
  )
}
