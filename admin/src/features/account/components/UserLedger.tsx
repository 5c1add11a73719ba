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
import { useT } from '../../../lib/i18n.ts'

type Posting = OpsLedgerEntryRow['postings'][number]

/** `user:12:balance` reads "balance"; system accounts keep their code. Points are a plain number. */
function PostingLine({ posting, userId }: { posting: Posting; userId: number }) {
  const own = `user:${userId}:`
  const name = posting.account.startsWith(own) ? posting.account.slice(own.length) : posting.account
  const isPoints = posting.account.endsWith(':points')
  const sign = posting.amount.startsWith('-') ? '' : '+'
  const t = useT()
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text code>{name}</Typography.Text>{' '}
      {isPoints ? (
        t('user.pointsAmount', { amount: `${sign}${posting.amount}` })
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
  const t = useT()
  // Kinds, references and account codes are the ledger's own codes, the same in every language.
  const columns: TableColumnsType<OpsLedgerEntryRow> = [
    { title: t('user.id'), dataIndex: 'id' },
    { title: t('user.time'), dataIndex: 'createdAt', render: renderTime },
    { title: t('user.kind'), dataIndex: 'kind' },
    { title: t('user.reference'), dataIndex: 'reference' },
    {
      title: t('user.by'),
      key: 'by',
      render: (_, e) => [e.actor, e.reason].filter(Boolean).join(': ') || '—',
    },
    {
      title: t('user.postings'),
      key: 'postings',
      render: (_, e) => e.postings.map((p, i) => <PostingLine key={i} posting={p} userId={userId} />),
    },
  ]
  return (
    <section style={{ marginTop: 24 }}>
      <SectionTitle>{t('user.ledgerEntries')}</SectionTitle>
      {canExport && (
        <ExportCsv
          what={t('user.ledgerOf', { id: userId })}
          urlFor={(range) => userLedgerExportUrl(userId, range)}
        />
      )}
      <DataTable<OpsLedgerEntryRow>
        label={t('user.ledgerEntries')}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={ledger.isPending}
        pagination={false}
        style={{ marginTop: 8 }}
      />
      <LoadMore {...ledger} label={t('user.loadMoreLedger')} />
    </section>
  )
}
