import { useState } from 'react'
import { Button, Flex, Popconfirm, Typography } from 'antd'
import type { BulkResult } from '@app/contracts'
import { useBulkRecharges } from '../api/recharges.ts'
import { BulkReport } from './queue-parts.tsx'

const ACTIONS = [
  { outcome: 'error', label: 'Mark selected as error' },
  { outcome: 'expired', label: 'Expire selected' },
] as const

/**
 * Closes the chosen pending recharges without crediting them, each on its own: the report says
 * which were closed and which someone else had decided first.
 */
export function BulkRechargeBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkRecharges()
  const [result, setResult] = useState<BulkResult | null>(null)
  const n = ids.length
  return (
    <>
      <BulkReport noun="Recharge" result={result} onClose={() => setResult(null)} />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{`${n} selected`}</Typography.Text>
        {ACTIONS.map(({ outcome, label }) => (
          <Popconfirm
            key={outcome}
            title={`${label.replace('selected', `${n} recharge${n === 1 ? '' : 's'}`)}?`}
            description="Nothing is credited; each one already decided by someone else is left as it is."
            okText={outcome === 'error' ? 'Mark as error' : 'Expire'}
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
              {label}
            </Button>
          </Popconfirm>
        ))}
      </Flex>
    </>
  )
}
