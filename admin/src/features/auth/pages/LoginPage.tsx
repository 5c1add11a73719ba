import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Button, Card, Flex, Form, Input, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opsLoginBody, type OpsLoginBody } from '@app/contracts'
import { meQueryKey } from '../../../lib/operator.ts'
import { ApiError } from '../../../lib/request.ts'
import { hasSessionHint, rememberSession } from '../../../lib/session.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { login } from '../api/session.ts'
import { useT } from '../../../lib/i18n.ts'
import { LanguageSwitch } from '../../../lib/LanguageSwitch.tsx'

/** Password, then the authenticator code when the operator has two-factor sign-in on. */
export function LoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [askCode, setAskCode] = useState(false)
  const t = useT()
  const signIn = useMutation({
    mutationFn: (values: OpsLoginBody) => login(parseForm(opsLoginBody, values)),
    onSuccess: async ({ operator }) => {
      // The session is the HttpOnly cookie the server just set; the reply's token is not kept.
      rememberSession()
      queryClient.setQueryData(meQueryKey, operator)
      await navigate('/', { replace: true })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'code') setAskCode(true)
    },
  })

  if (hasSessionHint() && !signIn.isPending) return <Navigate to="/" replace />

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <main style={{ width: '100%', maxWidth: 380 }}>
        <Card>
          <Flex justify="space-between" align="start" gap={8} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {t('auth.signInTitle')}
            </Typography.Title>
            <LanguageSwitch />
          </Flex>
          <Form<OpsLoginBody>
            layout="vertical"
            requiredMark={false}
            initialValues={{ username: '', password: '' }}
            onFinish={({ code, ...values }) => signIn.mutate(code ? { ...values, code } : values)}
          >
            <Form.Item
              label={t('auth.username')}
              name="username"
              rules={[zodRule(opsLoginBody.shape.username)]}
            >
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label={t('auth.password')}
              name="password"
              rules={[zodRule(opsLoginBody.shape.password)]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            {askCode ? (
              // The authenticator's code, or a recovery code (decision 0055) for a lost phone.
              <Form.Item
                label={t('auth.codeOrRecovery')}
                name="code"
                extra={t('auth.codeOrRecoveryHelp')}
                rules={[
                  {
                    required: true,
                    pattern: /^\s*(?:[0-9]{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})\s*$/,
                    message: t('auth.codeOrRecoveryRequired'),
                  },
                ]}
              >
                <Input autoComplete="one-time-code" maxLength={14} autoFocus spellCheck={false} />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
              {t('auth.signIn')}
            </Button>
          </Form>
        </Card>
      </main>
    </Flex>
  )
}
