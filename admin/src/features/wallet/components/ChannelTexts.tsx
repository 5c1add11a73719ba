import { useState } from 'react'
import { App, Button, Form, Input, Modal, Spin } from 'antd'
import { CONTENT_LOCALES, type ContentLocale } from '@app/contracts/content-texts'
import type { PaymentChannel } from '@app/contracts'
import type { ChannelTexts } from '@app/contracts/wallet-channel-texts'
import { languageName, TranslatedField } from '../../../lib/Translations.tsx'
import { useChannelTexts, useSaveChannelTexts } from '../api/channel-texts.ts'

type Names = Record<ContentLocale, string>

/** The channel's name in each language beside the English one; saving writes the changed ones. */
function NamesForm({
  channel,
  texts,
  onSaved,
}: {
  channel: PaymentChannel
  texts: ChannelTexts
  onSaved: () => void
}) {
  const [form] = Form.useForm<Names>()
  const { message } = App.useApp()
  const save = useSaveChannelTexts(channel.id)
  const stored: Names = { es: texts.texts.es?.name ?? '', ja: texts.texts.ja?.name ?? '' }
  const typed = (Form.useWatch([], form) as Partial<Names> | undefined) ?? stored

  async function onFinish(values: Names) {
    const changed = CONTENT_LOCALES.filter((locale) => (values[locale] ?? '').trim() !== stored[locale])
    for (const locale of changed) await save.mutateAsync({ locale, name: (values[locale] ?? '').trim() })
    void message.success(
      changed.length
        ? `Saved the names of ${channel.name}.`
        : `Nothing changed in the names of ${channel.name}.`,
    )
    onSaved()
  }

  return (
    <Form<Names>
      form={form}
      name="channel-texts"
      layout="vertical"
      requiredMark={false}
      initialValues={stored}
      onFinish={(values) => void onFinish(values).catch(() => undefined)}
    >
      {CONTENT_LOCALES.map((locale) => (
        <TranslatedField
          key={locale}
          name={locale}
          label={`Name in ${languageName(locale)}`}
          english={texts.english.name}
          missing={!(typed[locale] ?? '').trim()}
        >
          <Input maxLength={64} />
        </TranslatedField>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save names
      </Button>
    </Form>
  )
}

/** The Names button of a channel's row, and its dialog. */
export function ChannelTextsButton({ channel }: { channel: PaymentChannel }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Translations of ${channel.name}`}>
        Translations
      </Button>
      {open && <ChannelTextsModal channel={channel} onClose={() => setOpen(false)} />}
    </>
  )
}

function ChannelTextsModal({ channel, onClose }: { channel: PaymentChannel; onClose: () => void }) {
  const texts = useChannelTexts(channel.id)
  return (
    <Modal open title={`Translations of ${channel.name}`} onCancel={onClose} footer={null} width={760}>
      <p>Users reading the app in a language without a name see the English one.</p>
      {texts.data ? <NamesForm channel={channel} texts={texts.data} onSaved={onClose} /> : <Spin />}
    </Modal>
  )
}
