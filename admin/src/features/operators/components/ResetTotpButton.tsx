import { App, Button, Popconfirm } from 'antd'
import type { OperatorInfo } from '@app/contracts'
import { useResetTotp } from '../api/operators.ts'
import { useT } from '../../../lib/i18n.ts'

/** An admin removes another operator's two-factor sign-in; they set it up again at next sign-in. */
export function ResetTotpButton({ operator }: { operator: OperatorInfo }) {
  const { message } = App.useApp()
  const reset = useResetTotp()
  const t = useT()
  const name = operator.username
  return (
    <Popconfirm
      title={t('operators.resetTotpOf', { name })}
      description={t('operators.resetTotpHelp')}
      okText={t('operators.reset')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        reset.mutate(operator.id, {
          onSuccess: () => void message.success(t('operators.totpReset', { name })),
        })
      }
    >
      <Button size="small" loading={reset.isPending} aria-label={t('operators.resetTotpLabel', { name })}>
        {t('operators.resetTotp')}
      </Button>
    </Popconfirm>
  )
}
