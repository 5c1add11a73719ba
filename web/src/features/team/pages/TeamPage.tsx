import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { TEAM_LEVELS, type TeamLevel } from '@app/contracts/team'
import { formatDate } from '../../../lib/format.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { Segments } from '../../../lib/ui/Segments.tsx'
import { teamMembersSource, useTeam } from '../api/team.ts'
import { InviteCard } from '../components/InviteCard.tsx'
import '../../../lib/ui/ui.css'

/** My team: the invitation code and share link, levels 1–3 with their counts, and each level's members. */
export function TeamPage() {
  const { t } = useTranslation()
  const { data: team } = useTeam()
  const [level, setLevel] = useState<TeamLevel>(1)
  const countOf = (l: TeamLevel) => team?.levels.find((entry) => entry.level === l)?.count ?? 0
  const options = TEAM_LEVELS.map((l) => ({
    value: String(l) as `${TeamLevel}`,
    label: t('teamPage.level', { level: l, count: countOf(l) }),
  }))
  return (
    <PageFrame title={t('nav.team')}>
      {team && <InviteCard team={team} />}
      <Segments
        label={t('teamPage.levels')}
        options={options}
        value={String(level) as `${TeamLevel}`}
        onChange={(value) => setLevel(Number(value) as TeamLevel)}
      />
      <PullList
        key={level}
        source={teamMembersSource(level)}
        itemKey={(member) => String(member.id)}
        emptyTitle={t('empty.team')}
        emptyDescription={t('empty.teamHint')}
        renderItem={(member) => (
          <article className="card">
            <div className="card-head">
              <span className="card-title">{member.nickname || member.phone}</span>
              <span className="card-sub">{member.phone}</span>
            </div>
            <p className="card-sub">{t('teamPage.joinedAt', { time: formatDate(member.joinedAt) })}</p>
          </article>
        )}
      />
    </PageFrame>
  )
}
