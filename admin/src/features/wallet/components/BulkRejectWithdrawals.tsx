import { useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { BulkResult } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useBulkRejectWithdrawals } from '../api/withdrawals.ts'
import { BulkReport } from './queue-parts.tsx'
import { RejectReasonModal } from './RejectWithdrawalModal.tsx'

/**
 * Rejects the chosen pending withdrawals with one reason, each on its own (its money back once):
 * the report says which were rejected and which someone else had decided first.
 */
export function BulkRejectWithdrawals({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkRejectWithdrawals()
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<BulkResult | null>(null)
  const n = ids.length
  const t = useT()
  const title = t(n === 1 ? 'queue.rejectCountOne' : 'queue.rejectCountMany', { count: n })

  function onSubmit(reason: string) {
    bulk.mutate(
      { ids, reason },
      {
        onSuccess: (reply) => {
          setResult(reply)
          onDone()
        },
        onSettled: () => setOpen(false),
      },
    )
  }

  return (
    <>
      <BulkReport kind="withdrawals" result={result} onClose={() => setResult(null)} />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('queue.selected', { count: n })}</Typography.Text>
        <Button danger disabled={n === 0} onClick={() => setOpen(true)}>
          {t('queue.rejectSelected')}
        </Button>
      </Flex>
      <RejectReasonModal
        open={open}
        formId="bulk-reject-withdrawals-form"
        title={title}
        okText={title}
        help={t('queue.eachUserSeesReason')}
        pending={bulk.isPending}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
      >
        <p>{t('queue.bulkRejectHelp')}</p>
      </RejectReasonModal>
    </>
  )
}
