import { Tag, type TableColumnsType } from 'antd'
import type { OpsReceiptChange, OpsUserSession } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { useMe } from '../../../lib/operator.ts'
import { useReceiptHistory, useUserSessions } from '../api/user-page.ts'
import { SectionTitle } from './UserBits.tsx'

const sessionColumns: TableColumnsType<OpsUserSession> = [
  { title: 'Signed in', dataIndex: 'signedInAt', render: renderTime },
  { title: 'From address', dataIndex: 'ip', render: (ip: string | null) => ip ?? 'Not recorded' },
  {
    title: 'State',
    key: 'state',
    render: (_, s) =>
      s.live ? <Tag color="success">Signed in</Tag> : <Tag>{s.endedAt === null ? 'Timed out' : 'Ended'}</Tag>,
  },
  {
    title: 'Ends or ended',
    key: 'end',
    render: (_, s) => renderTime(s.endedAt ?? s.endsAt),
  },
]

const receiptColumns: TableColumnsType<OpsReceiptChange> = [
  { title: 'Saved', dataIndex: 'savedAt', render: renderTime },
  { title: 'Account number', dataIndex: 'accountNumber' },
  { title: 'Receiver name', dataIndex: 'receiverName' },
  { title: 'Method', dataIndex: 'method' },
]

/** Where the user signs in (admin and support only) and every save of their receipt account. */
export function UserAccess({ userId }: { userId: number }) {
  const role = useMe().data?.role
  const mayReadSessions = role === 'admin' || role === 'support'
  const sessions = useUserSessions(userId, mayReadSessions)
  const receipts = useReceiptHistory(userId)
  return (
    <>
      {mayReadSessions && (
        <section style={{ marginTop: 24 }}>
          <SectionTitle>Sessions</SectionTitle>
          <DataTable<OpsUserSession>
            label="Sessions"
            rowKey="id"
            columns={sessionColumns}
            dataSource={sessions.data?.pages.flatMap((page) => page.items)}
            loading={sessions.isPending}
            pagination={false}
            locale={{ emptyText: 'Never signed in.' }}
            style={{ marginTop: 8 }}
          />
          <LoadMore {...sessions} label="Load more sessions" />
        </section>
      )}
      <section style={{ marginTop: 24 }}>
        <SectionTitle>Receipt account history</SectionTitle>
        <DataTable<OpsReceiptChange>
          label="Receipt account history"
          rowKey="id"
          columns={receiptColumns}
          dataSource={receipts.data?.pages.flatMap((page) => page.items)}
          loading={receipts.isPending}
          pagination={false}
          locale={{ emptyText: 'No receipt account saved yet.' }}
          style={{ marginTop: 8 }}
        />
        <LoadMore {...receipts} label="Load more receipt account saves" />
      </section>
    </>
  )
}
