import { App, Button, Descriptions, Popconfirm } from 'antd'
import type { OpsUserView } from '@app/contracts'
import { renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { useFreezeUser } from '../api/users.ts'
import { FrozenTag, InviterName, SectionTitle } from './UserBits.tsx'

function FreezeButton({ user }: { user: OpsUserView }) {
  const { message } = App.useApp()
  const freeze = useFreezeUser()
  const verb = user.frozen ? 'Unfreeze' : 'Freeze'
  return (
    <Popconfirm
      title={`${verb} the account of ${user.phone}?`}
      description={
        user.frozen ? 'They can sign in again.' : 'They are signed out at once and cannot sign in.'
      }
      okText={verb}
      okButtonProps={{ danger: !user.frozen }}
      onConfirm={() =>
        freeze.mutate(
          { id: user.id, frozen: !user.frozen },
          {
            onSuccess: (saved) =>
              void message.success(`${saved.phone} ${saved.frozen ? 'frozen' : 'unfrozen'}.`),
          },
        )
      }
    >
      <Button danger={!user.frozen} loading={freeze.isPending} aria-label={`${verb} account ${user.phone}`}>
        {`${verb} account`}
      </Button>
    </Popconfirm>
  )
}

/** Who the user is, what they hold in each wallet and where withdrawals are paid. */
export function UserFacts({ user }: { user: OpsUserView }) {
  const canFreeze = useCanMoveMoney()
  const { balances, receiptAccount } = user
  return (
    <>
      <Descriptions
        title={<SectionTitle>{`Account ${user.phone}`}</SectionTitle>}
        extra={canFreeze && <FreezeButton user={user} />}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'phone', label: 'Phone', children: user.phone },
          { key: 'nickname', label: 'Nickname', children: user.nickname || '—' },
          { key: 'vip', label: 'VIP level', children: user.vipLevel },
          { key: 'status', label: 'Status', children: <FrozenTag frozen={user.frozen} /> },
          { key: 'code', label: 'Invitation code', children: user.invitationCode },
          { key: 'member', label: 'Member number', children: user.id },
          { key: 'inviter', label: 'Inviter', children: <InviterName inviter={user.inviter} /> },
          { key: 'joined', label: 'Joined', children: renderTime(user.createdAt) },
        ]}
      />
      <Descriptions
        title={<SectionTitle>Balances</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 24 }}
        items={[
          {
            key: 'balance',
            label: 'Balance',
            children: (
              <span data-testid="user-balance">
                <Money minor={balances.balance} />
              </span>
            ),
          },
          { key: 'revenue', label: 'Revenue', children: <Money minor={balances.revenue} /> },
          { key: 'points', label: 'Points', children: balances.points },
          {
            key: 'hold',
            label: 'Withdraw hold',
            children: (
              <span data-testid="user-withdraw-hold">
                <Money minor={balances.withdrawHold} />
              </span>
            ),
          },
        ]}
      />
      <Descriptions
        title={<SectionTitle>Receipt account</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 24 }}
        items={
          receiptAccount
            ? [
                { key: 'number', label: 'Account number', children: receiptAccount.accountNumber },
                { key: 'name', label: 'Receiver name', children: receiptAccount.receiverName },
                { key: 'method', label: 'Method', children: receiptAccount.method },
                { key: 'updated', label: 'Updated', children: renderTime(receiptAccount.updatedAt) },
              ]
            : [{ key: 'none', label: 'Account', children: 'Not set yet' }]
        }
      />
    </>
  )
}
