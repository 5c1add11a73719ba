import { useState } from 'react'
import { Button, Flex, Popconfirm, Typography } from 'antd'
import type { BulkResult } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useBulkRecharges } from '../api/recharges.ts'
import { BulkReport } from './queue-parts.tsx'

const ACTIONS = [
  {
    outcome: 'error',
    label: 'queue.markSelectedError',
    confirm: 'queue.markErrorConfirm',
    ok: 'queue.markAsError',
  },
  { outcome: 'expired', label: 'queue.expireSelected', confirm: 'queue.expireConfirm', ok: 'queue.expire' },
] as const

/**
 * Closes the chosen pending recharges without crediting them, each on its own: the report says
 * which were closed and which someone else had decided first.
 */
export function BulkRechargeBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkRecharges()
  const [result, setResult] = useState<BulkResult | null>(null)
  const n = ids.length
  const t = useT()
  return (
    <>
      <BulkReport kind="recharges" result={result} onClose={() => setResult(null)} />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('queue.selected', { count: n })}</Typography.Text>
        {ACTIONS.map(({ outcome, label, confirm, ok }) => (
          <Popconfirm
            key={outcome}
            title={t(`${confirm}${n === 1 ? 'One' : 'Many'}`, { count: n })}
            description={t('queue.bulkNothingCredited')}
            okText={t(ok)}
            okButtonProps={{ danger: true }}
            disabled={n === 0}
            onConfirm={() =>
              bulk.mutate(
                { ids, outcome },
                {
                  onSuccess: (reply) => {
                    setResult(reply)
                    onDone()
                  },
                },
              )
            }
          >
            <Button danger disabled={n === 0} loading={bulk.isPending}>
              {t(label)}
            </Button>
          </Popconfirm>
        ))}
      </Flex>
    </>
  )
}
