import { useState } from 'react'
import { Button, Flex, Form, Input, Modal, Typography } from 'antd'
import { rejectWithdrawalBody, type BulkResult } from '@app/contracts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useBulkRejectWithdrawals } from '../api/withdrawals.ts'
import { BulkReport } from './queue-parts.tsx'

const FORM_ID = 'bulk-reject-withdrawals-form'

/**
 * Rejects the chosen pending withdrawals with one reason, each on its own (its money back once):
 * the report says which were rejected and which someone else had decided first.
 */
export function BulkRejectWithdrawals({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkRejectWithdrawals()
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<BulkResult | null>(null)
  const n = ids.length
  const title = `Reject ${n} withdrawal${n === 1 ? '' : 's'}`

  function onFinish(values: { reason: string }) {
    const { reason } = parseForm(rejectWithdrawalBody, values)
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
      <BulkReport noun="Withdrawal" result={result} onClose={() => setResult(null)} />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{`${n} selected`}</Typography.Text>
        <Button danger disabled={n === 0} onClick={() => setOpen(true)}>
          Reject selected
        </Button>
      </Flex>
      <Modal
        open={open}
        title={title}
        okText={title}
        okButtonProps={{ danger: true, htmlType: 'submit', form: FORM_ID }}
        onCancel={() => setOpen(false)}
        confirmLoading={bulk.isPending}
        destroyOnHidden
      >
        <p>
          Each one&apos;s money goes back to its wallet; one decided by someone else meanwhile is left as it
          is.
        </p>
        <Form
          name={FORM_ID}
          layout="vertical"
          requiredMark={false}
          initialValues={{ reason: '' }}
          onFinish={onFinish}
        >
          <Form.Item
            label="Reason"
            name="reason"
            extra="Each user sees this reason."
            rules={[zodRule(rejectWithdrawalBody.shape.reason, 'validation.reasonRequired')]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
