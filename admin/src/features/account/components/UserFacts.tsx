import { App, Button, Descriptions, Popconfirm } from 'antd'
import { ACCOUNT_OPS_FREEZE, ACCOUNT_OPS_UNFREEZE, type OpsUserView } from '@app/contracts'
import { renderTime } from '../../../lib/DataTable.tsx'
import { Money } from '../../../lib/money.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useFreezeUser } from '../api/users.ts'
import { FrozenTag, InviterName, SectionTitle } from './UserBits.tsx'
import { useT } from '../../../lib/i18n.ts'

function FreezeButton({ user }: { user: OpsUserView }) {
  const { message } = App.useApp()
  const freeze = useFreezeUser()
  const t = useT()
  const phone = user.phone
  const un = user.frozen
  return (
    <Popconfirm
      title={t(un ? 'user.unfreezeConfirm' : 'user.freezeConfirm', { phone })}
      description={un ? t('user.canSignInAgain') : t('user.signedOutAtOnce')}
      okText={t(un ? 'user.unfreeze' : 'user.freeze')}
      okButtonProps={{ danger: !user.frozen }}
      onConfirm={() =>
        freeze.mutate(
          { id: user.id, frozen: !user.frozen },
          {
            onSuccess: (saved) =>
              void message.success(
                t(saved.frozen ? 'user.frozenDone' : 'user.unfrozenDone', { phone: saved.phone }),
              ),
          },
        )
      }
    >
      <Button
        danger={!user.frozen}
        loading={freeze.isPending}
        aria-label={t(un ? 'user.unfreezeAccountOf' : 'user.freezeAccountOf', { phone })}
      >
        {t(un ? 'user.unfreezeAccount' : 'user.freezeAccount')}
      </Button>
    </Popconfirm>
  )
}

/** Who the user is, what they hold in each wallet and where withdrawals are paid. */
export function UserFacts({ user }: { user: OpsUserView }) {
  const canFreeze = useMayCall(ACCOUNT_OPS_FREEZE, ACCOUNT_OPS_UNFREEZE)
  const t = useT()
  const { balances, receiptAccount } = user
  return (
    <>
      <Descriptions
        title={<SectionTitle>{t('user.account', { phone: user.phone })}</SectionTitle>}
        extra={canFreeze && <FreezeButton user={user} />}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'phone', label: t('user.phone'), children: user.phone },
          { key: 'nickname', label: t('user.nickname'), children: user.nickname || '—' },
          { key: 'vip', label: t('user.vipLevel'), children: user.vipLevel },
          { key: 'status', label: t('user.status'), children: <FrozenTag frozen={user.frozen} /> },
          { key: 'code', label: t('user.invitationCode'), children: user.invitationCode },
          { key: 'member', label: t('user.memberNumber'), children: user.id },
          { key: 'inviter', label: t('user.inviter'), children: <InviterName inviter={user.inviter} /> },
          { key: 'joined', label: t('user.joined'), children: renderTime(user.createdAt) },
        ]}
      />
      <Descriptions
        title={<SectionTitle>{t('user.balances')}</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 24 }}
        items={[
          {
            key: 'balance',
            label: t('user.balance'),
            children: (
              <span data-testid="user-balance">
                <Money minor={balances.balance} />
              </span>
            ),
          },
          { key: 'revenue', label: t('user.revenue'), children: <Money minor={balances.revenue} /> },
          { key: 'points', label: t('user.points'), children: balances.points },
          {
            key: 'hold',
            label: t('user.withdrawHold'),
            children: (
              <span data-testid="user-withdraw-hold">
                <Money minor={balances.withdrawHold} />
              </span>
            ),
          },
        ]}
      />
      <Descriptions
        title={<SectionTitle>{t('user.receiptAccount')}</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 24 }}
        items={
          receiptAccount
            ? [
                { key: 'number', label: t('user.accountNumber'), children: receiptAccount.accountNumber },
                { key: 'name', label: t('user.receiverName'), children: receiptAccount.receiverName },
                { key: 'method', label: t('user.method'), children: receiptAccount.method },
                { key: 'updated', label: t('user.updated'), children: renderTime(receiptAccount.updatedAt) },
              ]
            : [{ key: 'none', label: t('user.accountLabel'), children: t('user.notSet') }]
        }
      />
    </>
  )
}
