import { Tag, type TableColumnsType } from 'antd'
import { AUTH_OPS_USER_SESSIONS, type OpsReceiptChange, type OpsUserSession } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { useReceiptHistory, useUserSessions } from '../api/user-page.ts'
import { SectionTitle } from './UserBits.tsx'
import { useT, type TFunction } from '../../../lib/i18n.ts'

const sessionColumns = (t: TFunction): TableColumnsType<OpsUserSession> => [
  { title: t('user.signedInAt'), dataIndex: 'signedInAt', render: renderTime },
  {
    title: t('user.fromAddress'),
    dataIndex: 'ip',
    render: (ip: string | null) => ip ?? t('user.notRecorded'),
  },
  {
    title: t('user.state'),
    key: 'state',
    render: (_, s) =>
      s.live ? (
        <Tag color="success">{t('user.signedIn')}</Tag>
      ) : (
        <Tag>{s.endedAt === null ? t('user.timedOut') : t('user.ended')}</Tag>
      ),
  },
  {
    title: t('user.endsOrEnded'),
    key: 'end',
    render: (_, s) => renderTime(s.endedAt ?? s.endsAt),
  },
]

const receiptColumns = (t: TFunction): TableColumnsType<OpsReceiptChange> => [
  { title: t('user.saved'), dataIndex: 'savedAt', render: renderTime },
  { title: t('user.accountNumber'), dataIndex: 'accountNumber' },
  { title: t('user.receiverName'), dataIndex: 'receiverName' },
  { title: t('user.method'), dataIndex: 'method' },
]

/** Where the user signs in (admin and support only) and every save of their receipt account. */
export function UserAccess({ userId }: { userId: number }) {
  const mayReadSessions = useMayCall(AUTH_OPS_USER_SESSIONS)
  const sessions = useUserSessions(userId, mayReadSessions)
  const receipts = useReceiptHistory(userId)
  const t = useT()
  return (
    <>
      {mayReadSessions && (
        <section style={{ marginTop: 24 }}>
          <SectionTitle>{t('user.sessions')}</SectionTitle>
          <DataTable<OpsUserSession>
            label={t('user.sessions')}
            rowKey="id"
            columns={sessionColumns(t)}
            dataSource={sessions.data?.pages.flatMap((page) => page.items)}
            loading={sessions.isPending}
            pagination={false}
            locale={{ emptyText: t('user.neverSignedIn') }}
            style={{ marginTop: 8 }}
          />
          <LoadMore {...sessions} label={t('user.loadMoreSessions')} />
        </section>
      )}
      <section style={{ marginTop: 24 }}>
        <SectionTitle>{t('user.receiptHistory')}</SectionTitle>
        <DataTable<OpsReceiptChange>
          label={t('user.receiptHistory')}
          rowKey="id"
          columns={receiptColumns(t)}
          dataSource={receipts.data?.pages.flatMap((page) => page.items)}
          loading={receipts.isPending}
          pagination={false}
          locale={{ emptyText: t('user.noReceipt') }}
          style={{ marginTop: 8 }}
        />
        <LoadMore {...receipts} label={t('user.loadMoreReceipts')} />
      </section>
    </>
  )
}
