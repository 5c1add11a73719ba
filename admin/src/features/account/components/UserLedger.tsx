import { Typography, type TableColumnsType } from 'antd'
import type { OpsLedgerEntryRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { useCanMoveMoney } from '../../../lib/operator.ts'
import { userLedgerExportUrl } from '../api/user-ledger-export.ts'
import { useUserLedger } from '../api/user-money.ts'
import { SectionTitle } from './UserBits.tsx'

type Posting = OpsLedgerEntryRow['postings'][number]

/** `user:12:balance` reads "balance"; system accounts keep their code. Points are a plain number. */
function PostingLine({ posting, userId }: { posting: Posting; userId: number }) {
  const own = `user:${userId}:`
  const name = posting.account.startsWith(own) ? posting.account.slice(own.length) : posting.account
  const isPoints = posting.account.endsWith(':points')
  const sign = posting.amount.startsWith('-') ? '' : '+'
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text code>{name}</Typography.Text>{' '}
      {isPoints ? (
        `${sign}${posting.amount} points`
      ) : (
        <>
          {sign}
          <Money minor={posting.amount} />
        </>
      )}
    </div>
  )
}

export function UserLedger({ userId }: { userId: number }) {
  const ledger = useUserLedger(userId)
  // The export is admin's and finance's, like the money queues.
  const canExport = useCanMoveMoney()
  const rows = ledger.data?.pages.flatMap((page) => page.items) ?? []
  const columns: TableColumnsType<OpsLedgerEntryRow> = [
    { title: 'ID', dataIndex: 'id' },
    { title: 'Time', dataIndex: 'createdAt', render: renderTime },
    { title: 'Kind', dataIndex: 'kind' },
    { title: 'Reference', dataIndex: 'reference' },
    { title: 'By', key: 'by', render: (_, e) => [e.actor, e.reason].filter(Boolean).join(': ') || '—' },
    {
      title: 'Postings',
      key: 'postings',
      render: (_, e) => e.postings.map((p, i) => <PostingLine key={i} posting={p} userId={userId} />),
    },
  ]
  return (
    <section style={{ marginTop: 24 }}>
      <SectionTitle>Ledger entries</SectionTitle>
      {canExport && (
        <ExportCsv
          what={`the ledger of user ${userId}`}
          urlFor={(range) => userLedgerExportUrl(userId, range)}
        />
      )}
      <DataTable<OpsLedgerEntryRow>
        label="Ledger entries"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={ledger.isPending}
        pagination={false}
        style={{ marginTop: 8 }}
      />
      <LoadMore {...ledger} label="Load more ledger entries" />
    </section>
  )
}
