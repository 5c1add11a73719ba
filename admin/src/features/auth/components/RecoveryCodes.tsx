import { useState } from 'react'
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd'
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { meQueryKey } from '../../../lib/operator.ts'
import { useT } from '../../../lib/i18n.ts'
import { newRecoveryCodes } from '../api/session.ts'

/**
 * Ten one-time recovery codes, shown this once (decision 0055): each signs the operator in once where
 * sign-in asks for the code, for the day the phone is lost. Copy and a text file to keep them;
 * "I have saved them" puts them away for good.
 */
export function NewRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp()
  const t = useT()
  const text = codes.join('\n')
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text)
      void message.success(t('auth.codesCopied'))
    } catch {
      void message.error(t('common.copyFailed'))
    }
  }
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`
  return (
    <section aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        message={<span id="recovery-codes-title">{t('auth.saveCodesTitle')}</span>}
        description={t('auth.saveCodesHelp')}
        style={{ marginBottom: 12 }}
      />
      <ol
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: '6px 32px',
          margin: '0 0 12px',
          paddingInlineStart: 28,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 16,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void onCopy()}>
          {t('auth.copyCodes')}
        </Button>
        <Button icon={<DownloadOutlined />} href={file} download="recovery-codes.txt">
          {t('auth.downloadCodes')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('auth.codesSaved')}
        </Button>
      </Flex>
    </section>
  )
}

/** How many recovery codes are left, and a new set (with the password) that voids the old one. */
export function RecoveryCodesLeft({
  left,
  onNewCodes,
}: {
  left: number
  onNewCodes: (codes: string[]) => void
}) {
  const [asking, setAsking] = useState(false)
  const queryClient = useQueryClient()
  const t = useT()
  const make = useMutation({
    mutationFn: (password: string) => newRecoveryCodes(password),
    onSuccess: ({ recoveryCodes, operator }) => {
      queryClient.setQueryData(meQueryKey, operator)
      setAsking(false)
      onNewCodes(recoveryCodes)
    },
  })
  return (
    <Flex vertical gap={8} align="start">
      <Typography.Text data-testid="recovery-codes-left" type={left <= 2 ? 'warning' : undefined}>
        {left === 1 ? t('auth.codesLeftOne') : t('auth.codesLeftMany', { count: left })}
      </Typography.Text>
      <Button onClick={() => setAsking(true)}>{t('auth.newCodes')}</Button>
      <Modal
        open={asking}
        title={t('auth.newCodesTitle')}
        okText={t('auth.newCodesOk')}
        okButtonProps={{ htmlType: 'submit', form: 'new-recovery-codes' }}
        confirmLoading={make.isPending}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>{t('auth.newCodesHelp')}</p>
        {make.error ? (
          <Alert type="error" showIcon message={make.error.message} style={{ marginBottom: 12 }} />
        ) : null}
        <Form<{ password: string }>
          name="new-recovery-codes"
          layout="vertical"
          requiredMark={false}
          onFinish={({ password }) => make.mutate(password)}
        >
          <Form.Item
            label={t('auth.password')}
            name="password"
            rules={[{ required: true, message: t('auth.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  )
}
