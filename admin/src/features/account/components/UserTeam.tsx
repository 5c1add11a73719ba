import { Descriptions } from 'antd'
import { TEAM_OPS_GET_USER_TEAM } from '@app/contracts'
import { useMayCall } from '../../../lib/operator.ts'
import { useUserTeam } from '../api/user-money.ts'
import { SectionTitle } from './UserBits.tsx'
import { useT } from '../../../lib/i18n.ts'

/** Team sizes by level; finance has no access to teams, and a server without them hides the section. */
export function UserTeam({ userId }: { userId: number }) {
  const team = useUserTeam(userId, useMayCall(TEAM_OPS_GET_USER_TEAM))
  const t = useT()
  if (!team.data) return null
  return (
    <section style={{ marginTop: 24 }}>
      <Descriptions
        title={<SectionTitle>{t('user.team')}</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 3 }}
        items={team.data.levels.map(({ level, count }) => ({
          key: String(level),
          label: t('user.level', { level }),
          children: count,
        }))}
      />
    </section>
  )
}
