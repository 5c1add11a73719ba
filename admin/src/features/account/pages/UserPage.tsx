import { Link, useLocation, useParams } from 'react-router'
import { Result } from 'antd'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useUser } from '../api/users.ts'
import { UserAccess } from '../components/UserAccess.tsx'
import { UserFacts } from '../components/UserFacts.tsx'
import { UserHoldingsPaged } from '../components/UserHoldingsPaged.tsx'
import { UserLedger } from '../components/UserLedger.tsx'
import { UserRequests } from '../components/UserRequests.tsx'
import { UserTeamPanel } from '../components/UserTeamPanel.tsx'
import { useT } from '../../../lib/i18n.ts'

/** Everything about one user on one page: each section from the module that owns it, paged. */
export function UserPage() {
  const raw = useParams().id ?? ''
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null
  if (id === null) return <NoSuchUser />
  return <UserPageOf id={id} />
}

function NoSuchUser() {
  const t = useT()
  return (
    <Result status="404" title={t('user.noSuchUser')} extra={<Link to="/users">{t('user.findUser')}</Link>} />
  )
}

/** Where "Back to users" goes: the search the page was opened from, else the list. */
function useBackToUsers(): string {
  const state: unknown = useLocation().state
  const back =
    state !== null && typeof state === 'object' && 'back' in state && typeof state.back === 'string'
      ? state.back
      : ''
  return back.startsWith('/users') ? back : '/users'
}

function UserPageOf({ id }: { id: number }) {
  const user = useUser(id)
  const back = useBackToUsers()
  const t = useT()
  if (user.isPending) return <PageSpinner />
  if (!user.data) return <NoSuchUser />
  const { nickname, phone } = user.data
  return (
    <>
      <PageHeading
        title={t('user.pageTitle', { name: nickname || phone, id })}
        extra={<Link to={back}>{t('user.backToUsers')}</Link>}
      />
      <UserFacts user={user.data} />
      <UserRequests userId={id} />
      <UserHoldingsPaged userId={id} />
      <UserTeamPanel userId={id} inviter={user.data.inviter} />
      <UserAccess userId={id} />
      <UserLedger userId={id} />
    </>
  )
}
