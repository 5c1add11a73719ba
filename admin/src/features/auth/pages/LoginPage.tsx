import { Navigate, useNavigate } from 'react-router'
import { Button, Card, Flex, Form, Input, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opsLoginBody, type OpsLoginBody } from '@app/contracts'
import { meQueryKey } from '../../../lib/operator.ts'
import { findToken, saveToken } from '../../../lib/session.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { login } from '../api/session.ts'

export function LoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signIn = useMutation({
    mutationFn: (values: OpsLoginBody) => login(parseForm(opsLoginBody, values)),
    onSuccess: async ({ token, operator }) => {
      saveToken(token)
      queryClient.setQueryData(meQueryKey, operator)
      await navigate('/', { replace: true })
    },
  })

  if (findToken() !== null && !signIn.isPending) return <Navigate to="/" replace />

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <main style={{ width: '100%', maxWidth: 380 }}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            Operator sign-in
          </Typography.Title>
          <Form<OpsLoginBody>
            layout="vertical"
            requiredMark={false}
            initialValues={{ username: '', password: '' }}
            onFinish={(values) => signIn.mutate(values)}
          >
            <Form.Item label="Username" name="username" rules={[zodRule(opsLoginBody.shape.username)]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[zodRule(opsLoginBody.shape.password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
              Sign in
            </Button>
          </Form>
        </Card>
      </main>
    </Flex>
  )
}
