import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TotpEnrolment } from '@app/contracts'
import { meQueryKey, useMe } from '../../../lib/operator.ts'
import { forgetSession } from '../../../lib/session.ts'
import { confirmTotp, logout, startTotp } from '../api/session.ts'
import { useT } from '../../../lib/i18n.ts'
import { LanguageSwitch } from '../../../lib/LanguageSwitch.tsx'

/**
 * Two-factor sign-in: a new secret (shown this once, as text and as an `otpauth://` link for the
 * authenticator app), confirmed with its first code. `mustEnrol`: the operator may do nothing else
 * until it is set up (admin and finance, in production).
 */
export function TotpSetup({ mustEnrol = false }: { mustEnrol?: boolean }) {
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const t = useT()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const start = useMutation({ mutationFn: startTotp, onSuccess: setEnrolment })
  const confirm = useMutation({
    mutationFn: (code: string) => confirmTotp(code),
    onSuccess: (operator) => {
      setEnrolment(null)
      queryClient.setQueryData(meQueryKey, operator)
    },
  })

  async function onSignOut() {
    forgetSession()
    await logout().catch(() => undefined)
    await navigate('/login', { replace: true })
    queryClient.removeQueries()
  }

  const body = me.data?.totpEnabled ? (
    <Alert type="success" showIcon message={t('auth.totpOn')} />
  ) : (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {mustEnrol ? t('auth.mustEnrol') : t('auth.addApp')}
      </Typography.Paragraph>
      {enrolment ? (
        <>
          <div>
            <Typography.Text strong>{t('auth.secretKey')}</Typography.Text>
            <Typography.Paragraph copyable code data-testid="totp-secret" style={{ marginBottom: 0 }}>
              {enrolment.secret}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('auth.shownOnce')} </Typography.Text>
            <Typography.Link href={enrolment.uri} data-testid="totp-uri">
              {t('auth.addToApp')}
            </Typography.Link>
          </div>
          {confirm.error ? <Alert type="error" showIcon message={confirm.error.message} /> : null}
          <Form<{ code: string }> layout="inline" onFinish={({ code }) => confirm.mutate(code.trim())}>
            <Form.Item
              label={t('auth.codeFromApp')}
              name="code"
              rules={[{ required: true, pattern: /^[0-9]{6}$/, message: t('auth.codeRequired') }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('auth.turnOn')}
            </Button>
          </Form>
        </>
      ) : (
        <Button
          type="primary"
          onClick={() => start.mutate()}
          loading={start.isPending}
          style={{ alignSelf: 'start' }}
        >
          {t('auth.setUp')}
        </Button>
      )}
    </Flex>
  )

  if (!mustEnrol) return body
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <main style={{ width: '100%', maxWidth: 520 }}>
        <Card>
          <Flex justify="space-between" align="start" gap={8} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {t('auth.setUp')}
            </Typography.Title>
            <LanguageSwitch />
          </Flex>
          {body}
          <Button type="link" onClick={() => void onSignOut()} style={{ paddingLeft: 0, marginTop: 16 }}>
            {t('auth.signOut')}
          </Button>
        </Card>
      </main>
    </Flex>
  )
}
