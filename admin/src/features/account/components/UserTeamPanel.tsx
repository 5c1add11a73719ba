import { useState } from 'react'
import { Link } from 'react-router'
import { Descriptions, Flex, Segmented, type TableColumnsType } from 'antd'
import {
  TEAM_OPS_GET_USER_TEAM,
  TEAM_OPS_LIST_USER_TEAM_MEMBERS,
  TEAM_LEVELS,
  type OpsUserName,
  type TeamLevel,
  type TeamMemberRow,
} from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useTeamMembers } from '../api/user-page.ts'
import { useUserTeam } from '../api/user-money.ts'
import { InviterName, SectionTitle } from './UserBits.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const memberColumns = (t: TFunction): TableColumnsType<TeamMemberRow> => [
  {
    title: t('user.memberNo'),
    dataIndex: 'id',
    render: (id: number) => <Link to={`/users/${id}`}>{id}</Link>,
  },
  { title: t('user.nickname'), dataIndex: 'nickname', render: (name: string) => name || '—' },
  { title: t('user.phone'), dataIndex: 'phone' },
  { title: t('user.joined'), dataIndex: 'joinedAt', render: renderTime },
]

/**
 * The user's team: who invited them, by name, and the people they invited, level by level (admin
 * and support read teams; finance sees only the inviter).
 */
export function UserTeamPanel({ userId, inviter }: { userId: number; inviter: OpsUserName | null }) {
  const mayReadTeam = useMayCall(TEAM_OPS_GET_USER_TEAM, TEAM_OPS_LIST_USER_TEAM_MEMBERS)
  const [level, setLevel] = useState<TeamLevel>(1)
  const team = useUserTeam(userId, mayReadTeam)
  const members = useTeamMembers(userId, level, mayReadTeam)
  const counts = new Map(team.data?.levels.map((l) => [l.level, l.count]))
  const t = useT()
  return (
    <section style={{ marginTop: 24 }}>
      <Descriptions
        title={<SectionTitle>{t('user.team')}</SectionTitle>}
        size="small"
        bordered
        column={{ xs: 1, sm: 4 }}
        items={[
          { key: 'inviter', label: t('user.invitedBy'), children: <InviterName inviter={inviter} /> },
          ...(team.data
            ? TEAM_LEVELS.map((l) => ({
                key: String(l),
                label: t('user.level', { level: l }),
                children: counts.get(l) ?? 0,
              }))
            : []),
        ]}
      />
      {mayReadTeam && (
        <>
          <Flex justify="end" style={{ marginTop: 8 }}>
            <Segmented<TeamLevel>
              aria-label={t('user.showTeamLevel')}
              value={level}
              onChange={setLevel}
              options={TEAM_LEVELS.map((l) => ({ value: l, label: t('user.level', { level: l }) }))}
            />
          </Flex>
          <DataTable<TeamMemberRow>
            label={t('user.invitees')}
            rowKey="id"
            columns={memberColumns(t)}
            dataSource={members.data?.pages.flatMap((page) => page.items)}
            loading={members.isPending}
            pagination={false}
            locale={{ emptyText: t('user.nobodyAtLevel', { level }) }}
            style={{ marginTop: 8 }}
          />
          <LoadMore {...members} label={t('user.loadMoreInvitees')} />
        </>
      )}
    </section>
  )
}
