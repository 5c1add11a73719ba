import { Link } from 'react-router'
import { Drawer, Grid } from 'antd'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useUser } from '../api/users.ts'
import { UserFacts } from './UserFacts.tsx'
import { UserHoldings } from './UserHoldings.tsx'
import { UserLedger } from './UserLedger.tsx'
import { UserTeam } from './UserTeam.tsx'
import { useT } from '../../../lib/i18n.ts'

interface UserDrawerProps {
  userId: number | null
  onClose: () => void
}

export function UserDrawer({ userId, onClose }: UserDrawerProps) {
  const wide = Grid.useBreakpoint().lg ?? true
  const t = useT()
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={wide ? 860 : '100%'}
      title={t('user.details')}
      extra={userId !== null && <Link to={`/users/${userId}`}>{t('user.openPage')}</Link>}
      destroyOnHidden
    >
      {userId !== null && <UserDetail id={userId} />}
    </Drawer>
  )
}

function UserDetail({ id }: { id: number }) {
  const user = useUser(id)
  if (!user.data) return user.isPending ? <PageSpinner /> : null
  return (
    <>
      <UserFacts user={user.data} />
      <UserHoldings userId={id} />
      <UserTeam userId={id} />
      <UserLedger userId={id} />
    </>
  )
}
