import { Link } from 'react-router'
import { Drawer, Grid } from 'antd'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useUser } from '../api/users.ts'
import { UserFacts } from './UserFacts.tsx'
import { UserHoldings } from './UserHoldings.tsx'
import { UserLedger } from './UserLedger.tsx'
import { UserTeam } from './UserTeam.tsx'

interface UserDrawerProps {
  userId: number | null
  onClose: () => void
}

export function UserDrawer({ userId, onClose }: UserDrawerProps) {
  const wide = Grid.useBreakpoint().lg ?? true
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={wide ? 860 : '100%'}
      title="User details"
      extra={userId !== null && <Link to={`/users/${userId}`}>Open the user page</Link>}
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
