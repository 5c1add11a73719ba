import { App, Button, Popconfirm } from 'antd'
import type { OperatorInfo } from '@app/contracts'
import { useResetTotp } from '../api/operators.ts'

/** An admin removes another operator's two-factor sign-in; they set it up again at next sign-in. */
export function ResetTotpButton({ operator }: { operator: OperatorInfo }) {
  const { message } = App.useApp()
  const reset = useResetTotp()
  return (
    <Popconfirm
      title={`Reset two-factor sign-in of ${operator.username}?`}
      description="Their sessions end; they set up a new authenticator at their next sign-in."
      okText="Reset"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        reset.mutate(operator.id, {
          onSuccess: () => void message.success(`Two-factor sign-in of ${operator.username} was reset.`),
        })
      }
    >
      <Button
        size="small"
        loading={reset.isPending}
        aria-label={`Reset two-factor sign-in of ${operator.username}`}
      >
        Reset two-factor
      </Button>
    </Popconfirm>
  )
}
