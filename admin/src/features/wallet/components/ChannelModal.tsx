import { App, Form, Input, InputNumber, Modal, Switch } from 'antd'
import { paymentChannelBody, type PaymentChannel, type PaymentChannelBody } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { useModalRecord } from '../../../lib/use-modal-record.ts'
import { parseForm, zodRule } from '../../../lib/zod-rule.ts'
import { useSaveChannel } from '../api/payment-settings.ts'

interface ChannelModalProps {
  /** `null` to add a channel, a channel to edit it, `undefined` when closed. */
  channel: PaymentChannel | null | undefined
  onClose: () => void
}

const shape = paymentChannelBody.shape
const FORM_ID = 'channel-form'
const EMPTY: PaymentChannelBody = { name: '', companyName: '', companyNumber: '', enabled: true, sort: 0 }

export function ChannelModal({ channel, onClose }: ChannelModalProps) {
  const { message } = App.useApp()
  const save = useSaveChannel()
  const { shown, formKey } = useModalRecord(channel)
  const editing = shown ?? null
  const t = useT()

  function onFinish(values: PaymentChannelBody) {
    save.mutate(
      { id: editing?.id ?? null, body: parseForm(paymentChannelBody, values) },
      {
        onSuccess: (saved) => {
          void message.success(t('channels.saved', { name: saved.name }))
          onClose()
        },
      },
    )
  }

  const initialValues: PaymentChannelBody = editing
    ? {
        name: editing.name,
        companyName: editing.companyName,
        companyNumber: editing.companyNumber,
        enabled: editing.enabled,
        sort: editing.sort,
      }
    : EMPTY

  return (
    <Modal
      open={channel !== undefined}
      title={editing ? t('channels.editNamed', { name: editing.name }) : t('channels.addTitle')}
      okText={editing ? t('channels.save') : t('channels.add')}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {/* Keyed by the opening, so each one starts from its channel's values. */}
      <Form
        key={formKey}
        name={FORM_ID}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <Form.Item
          label={t('channels.walletType')}
          name="name"
          extra={t('channels.walletTypeHelp')}
          rules={[zodRule(shape.name, 'validation.channelNameRequired')]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('channels.companyName')}
          name="companyName"
          rules={[zodRule(shape.companyName, 'validation.companyNameRequired')]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          label={t('channels.companyNumber')}
          name="companyNumber"
          extra={t('channels.companyNumberHelp')}
          rules={[zodRule(shape.companyNumber, 'validation.companyNumberRequired')]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label={t('channels.sort')} name="sort" rules={[zodRule(shape.sort)]}>
          <InputNumber min={-1000} max={1000} precision={0} />
        </Form.Item>
        <Form.Item label={t('channels.enabled')} name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
