import { App, Button, Tooltip, Typography, type TableColumnsType } from 'antd'
import { CopyOutlined } from '@ant-design/icons'
import { LEDGER_OPS_EXPORT_USER, type OpsLedgerEntryRow } from '@app/contracts'
import { DataTable, renderTime } from '../../../lib/DataTable.tsx'
import { ExportCsv } from '../../../lib/ExportCsv.tsx'
import { LoadMore } from '../../../lib/LoadMore.tsx'
import { Money } from '../../../lib/money.tsx'
import { useMayCall } from '../../../lib/operator.ts'
import { userLedgerExportUrl } from '../api/user-ledger-export.ts'
import { useUserLedger } from '../api/user-money.ts'
import { SectionTitle } from './UserBits.tsx'
import { useT } from '../../../lib/i18n.ts'
import { entrySentence } from '../model/ledger-sentence.ts'

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

/**
 * The entry's stored reference, kept out of sight but a hover or a click away: an operator asked
 * about `withdraw:u6:d20785:1` by an engineer, or matching a script's output, copies it.
 */
function StoredReference({ entry }: { entry: OpsLedgerEntryRow }) {
  const { message } = App.useApp()
  const t = useT()
  const { reference } = entry
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(reference)
      void message.success(t('common.copied', { code: reference }))
    } catch {
      void message.error(t('common.copyFailed'))
    }
  }
  return (
    <Tooltip title={t('user.entry.referenceOf', { id: entry.id, reference: `${entry.kind} · ${reference}` })}>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('user.entry.copyReference', { reference })}
        onClick={() => void onCopy()}
      />
    </Tooltip>
  )
}

/** What an entry is, in a sentence; the reason an operator typed beneath it. */
function WhatHappened({ entry }: { entry: OpsLedgerEntryRow }) {
  const t = useT()
  const { note } = entry.what
  return (
    <>
      {entrySentence(entry.what, entry.kind, t)} <StoredReference entry={entry} />
      {note && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {t('user.entry.note', { note })}
        </Typography.Text>
      )}
    </>
  )
}

export function UserLedger({ userId }: { userId: number }) {
  const ledger = useUserLedger(userId)
  // The export is admin's and finance's, like the money queues.
  const canExport = useMayCall(LEDGER_OPS_EXPORT_USER)
  const rows = ledger.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT()
  // Account codes are the ledger's own, the same in every language; the entry itself is a sentence.
  const columns: TableColumnsType<OpsLedgerEntryRow> = [
    { title: t('user.id'), dataIndex: 'id' },
    { title: t('user.time'), dataIndex: 'createdAt', render: renderTime },
    { title: t('user.entry.whatHappened'), key: 'what', render: (_, e) => <WhatHappened entry={e} /> },
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
