import { useState } from 'react'
import { Button, Flex, Form, Input, Modal, Typography } from 'antd'
import { rejectWithdrawalBody, type BulkResult } from '@app/contracts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useT } from '../../../lib/i18n.ts'
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
  const t = useT()
  const title = t(n === 1 ? 'queue.rejectCountOne' : 'queue.rejectCountMany', { count: n })

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
      <BulkReport kind="withdrawals" result={result} onClose={() => setResult(null)} />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('queue.selected', { count: n })}</Typography.Text>
        <Button danger disabled={n === 0} onClick={() => setOpen(true)}>
          {t('queue.rejectSelected')}
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
        <p>{t('queue.bulkRejectHelp')}</p>
        <Form
          name={FORM_ID}
          layout="vertical"
          requiredMark={false}
          initialValues={{ reason: '' }}
          onFinish={onFinish}
        >
          <Form.Item
            label={t('queue.reason')}
            name="reason"
            extra={t('queue.eachUserSeesReason')}
            rules={[zodRule(rejectWithdrawalBody.shape.reason, 'validation.reasonRequired')]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
