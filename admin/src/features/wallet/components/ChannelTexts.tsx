import { useState } from 'react'
import { App, Button, Form, Input, Modal, Spin } from 'antd'
import { CONTENT_LOCALES, type ContentLocale } from '@app/contracts/content-texts'
import type { PaymentChannel } from '@app/contracts'
import type { ChannelTexts } from '@app/contracts/wallet-channel-texts'
import { languageName, TranslatedField } from '../../../lib/Translations.tsx'
import { useT } from '../../../lib/i18n.ts'
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
  const t = useT()
  const stored: Names = { es: texts.texts.es?.name ?? '', ja: texts.texts.ja?.name ?? '' }
  const typed = (Form.useWatch([], form) as Partial<Names> | undefined) ?? stored

  async function onFinish(values: Names) {
    const changed = CONTENT_LOCALES.filter((locale) => (values[locale] ?? '').trim() !== stored[locale])
    for (const locale of changed) await save.mutateAsync({ locale, name: (values[locale] ?? '').trim() })
    void message.success(
      changed.length
        ? t('channels.namesSaved', { name: channel.name })
        : t('channels.namesUnchanged', { name: channel.name }),
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
          label={t('channels.nameIn', { language: languageName(locale) })}
          english={texts.english.name}
          missing={!(typed[locale] ?? '').trim()}
        >
          <Input maxLength={64} />
        </TranslatedField>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('channels.saveNames')}
      </Button>
    </Form>
  )
}

/** The Names button of a channel's row, and its dialog. */
export function ChannelTextsButton({ channel }: { channel: PaymentChannel }) {
  const [open, setOpen] = useState(false)
  const t = useT()
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('translations.of', { name: channel.name })}
      >
        {t('translations.button')}
      </Button>
      {open && <ChannelTextsModal channel={channel} onClose={() => setOpen(false)} />}
    </>
  )
}

function ChannelTextsModal({ channel, onClose }: { channel: PaymentChannel; onClose: () => void }) {
  const texts = useChannelTexts(channel.id)
  const t = useT()
  return (
    <Modal
      open
      title={t('translations.of', { name: channel.name })}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      <p>{t('channels.textsIntro')}</p>
      {texts.data ? <NamesForm channel={channel} texts={texts.data} onSaved={onClose} /> : <Spin />}
    </Modal>
  )
}
