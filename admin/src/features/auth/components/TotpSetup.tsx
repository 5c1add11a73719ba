import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, Card, Flex, Form, Input, QRCode, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TotpEnrolment } from '@app/contracts'
import { meQueryKey, useMe } from '../../../lib/operator.ts'
import { forgetSession } from '../../../lib/session.ts'
import { confirmTotp, logout, startTotp } from '../api/session.ts'
import { useT } from '../../../lib/i18n.ts'
import { LanguageSwitch } from '../../../lib/LanguageSwitch.tsx'
import { NewRecoveryCodes, RecoveryCodesLeft } from './RecoveryCodes.tsx'

/** Step 1 of setting up: the QR code of the `otpauth://` URI (drawn here, sent nowhere), and the key. */
function ScanStep({ enrolment }: { enrolment: TotpEnrolment }) {
  const t = useT()
  return (
    <Flex gap={24} wrap align="start">
      <QRCode
        value={enrolment.uri}
        type="canvas"
        size={184}
        bordered
        errorLevel="M"
        aria-label={t('auth.qrLabel')}
        data-testid="totp-qr"
      />
      <Flex vertical gap={4} style={{ maxWidth: 420 }}>
        <Typography.Text strong>{t('auth.scanTitle')}</Typography.Text>
        <Typography.Text type="secondary">{t('auth.scanHelp')}</Typography.Text>
        <Typography.Text strong style={{ marginTop: 12 }}>
          {t('auth.secretKey')}
        </Typography.Text>
        <Typography.Paragraph copyable code data-testid="totp-secret" style={{ marginBottom: 0 }}>
          {enrolment.secret}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('auth.shownOnce')}{' '}
          <Typography.Link
            href={enrolment.uri}
            data-testid="totp-uri"
            style={{ textDecoration: 'underline' }}
          >
            {t('auth.addToApp')}
          </Typography.Link>
        </Typography.Text>
      </Flex>
    </Flex>
  )
}

/**
 * Two-factor sign-in: a new secret shown this once as a QR code and as text, confirmed with its
 * first code, which gives ten recovery codes, shown once (decision 0055); once on, how many recovery
 * codes are left and a new set. `mustEnrol`: the operator may do nothing else until it is set up
 * (admin and finance, in production).
 */
export function TotpSetup({ mustEnrol = false }: { mustEnrol?: boolean }) {
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const t = useT()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  // The recovery codes just made: shown until the operator says they are saved, never again.
  const [codes, setCodes] = useState<string[] | null>(null)
  const start = useMutation({ mutationFn: startTotp, onSuccess: setEnrolment })
  const confirm = useMutation({
    mutationFn: (code: string) => confirmTotp(code),
    onSuccess: ({ operator, recoveryCodes }) => {
      setEnrolment(null)
      setCodes(recoveryCodes)
      queryClient.setQueryData(meQueryKey, operator)
    },
  })

  async function onSignOut() {
    forgetSession()
    await logout().catch(() => undefined)
    await navigate('/login', { replace: true })
    queryClient.removeQueries()
  }

  const body = codes ? (
    <NewRecoveryCodes codes={codes} onDone={() => setCodes(null)} />
  ) : me.data?.totpEnabled ? (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon message={t('auth.totpOn')} />
      <RecoveryCodesLeft left={me.data.recoveryCodesLeft} onNewCodes={setCodes} />
    </Flex>
  ) : (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {mustEnrol ? t('auth.mustEnrol') : t('auth.addApp')}
      </Typography.Paragraph>
      {enrolment ? (
        <>
          <ScanStep enrolment={enrolment} />
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
      <main style={{ width: '100%', maxWidth: 720 }}>
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
