import { App, Form, Input } from 'antd'
import { CONTENT_LOCALES, type ContentLocale } from '@app/contracts/content-texts'
import type { PaymentChannel } from '@app/contracts'
import type { ChannelTexts } from '@app/contracts/wallet-channel-texts'
import {
  languageName,
  TranslatedField,
  TranslationsButton,
  TranslationsDialog,
  TranslationsForm,
  useTyped,
} from '../../../lib/Translations.tsx'
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
  const typed = useTyped(form, stored)

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
    <TranslationsForm<Names>
      form={form}
      name="channel-texts"
      initialValues={stored}
      onFinish={(values) => void onFinish(values).catch(() => undefined)}
      saving={save.isPending}
      saveLabel={t('channels.saveNames')}
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
    </TranslationsForm>
  )
}

/** A channel's name in every language, all in one form. */
function ChannelTextsModal({ channel, onClose }: { channel: PaymentChannel; onClose: () => void }) {
  const texts = useChannelTexts(channel.id)
  const t = useT()
  return (
    <TranslationsDialog
      name={channel.name}
      width={760}
      intro={t('channels.textsIntro')}
      texts={texts.data}
      onClose={onClose}
    >
      {(data) => <NamesForm channel={channel} texts={data} onSaved={onClose} />}
    </TranslationsDialog>
  )
}

/** The Translations button of a channel's row, and its dialog. */
export function ChannelTextsButton({ channel }: { channel: PaymentChannel }) {
  return (
    <TranslationsButton
      name={channel.name}
      dialog={(close) => <ChannelTextsModal channel={channel} onClose={close} />}
    />
  )
}
