import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TotpEnrolment } from '@app/contracts'
import { meQueryKey, useMe } from '../../../lib/operator.ts'
import { forgetSession } from '../../../lib/session.ts'
import { confirmTotp, logout, startTotp } from '../api/session.ts'

/**
 * Two-factor sign-in: a new secret (shown this once, as text and as an `otpauth://` link for the
 * authenticator app), confirmed with its first code. `mustEnrol`: the operator may do nothing else
 * until it is set up (admin and finance, in production).
 */
export function TotpSetup({ mustEnrol = false }: { mustEnrol?: boolean }) {
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
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
    <Alert
      type="success"
      showIcon
      message="Two-factor sign-in is on: sign-in asks for your authenticator code."
    />
  ) : (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {mustEnrol
          ? 'Your role moves money: set up two-factor sign-in before anything else.'
          : 'Add an authenticator app (any TOTP app): sign-in will then ask for its 6-digit code.'}
      </Typography.Paragraph>
      {enrolment ? (
        <>
          <div>
            <Typography.Text strong>Secret key</Typography.Text>
            <Typography.Paragraph copyable code data-testid="totp-secret" style={{ marginBottom: 0 }}>
              {enrolment.secret}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              Shown this once. Type it into the app, or open the link on the phone that has it:{' '}
            </Typography.Text>
            <Typography.Link href={enrolment.uri} data-testid="totp-uri">
              add to authenticator
            </Typography.Link>
          </div>
          {confirm.error ? <Alert type="error" showIcon message={confirm.error.message} /> : null}
          <Form<{ code: string }> layout="inline" onFinish={({ code }) => confirm.mutate(code.trim())}>
            <Form.Item
              label="Code from the app"
              name="code"
              rules={[{ required: true, pattern: /^[0-9]{6}$/, message: 'Enter the 6-digit code.' }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              Turn on
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
          Set up two-factor sign-in
        </Button>
      )}
    </Flex>
  )

  if (!mustEnrol) return body
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <main style={{ width: '100%', maxWidth: 520 }}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            Set up two-factor sign-in
          </Typography.Title>
          {body}
          <Button type="link" onClick={() => void onSignOut()} style={{ paddingLeft: 0, marginTop: 16 }}>
            Sign out
          </Button>
        </Card>
      </main>
    </Flex>
  )
}
