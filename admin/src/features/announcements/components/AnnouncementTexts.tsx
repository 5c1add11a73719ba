import { App, Form, Input } from 'antd'
import {
  MAX_ANNOUNCEMENT_BODY,
  MAX_ANNOUNCEMENT_TITLE,
  type OpsAnnouncementRow,
} from '@app/contracts/announcements'
import type { AnnouncementTextFields, AnnouncementTexts as Texts } from '@app/contracts/announcements-texts'
import type { ContentLocale } from '@app/contracts/content-texts'
import {
  languageName,
  missingOf,
  OneLanguageAtATime,
  TranslatedField,
  TranslationsButton,
  TranslationsDialog,
  TranslationsForm,
  useTyped,
} from '../../../lib/Translations.tsx'
import { useT } from '../../../lib/i18n.ts'
import { useAnnouncementTexts, useSaveAnnouncementTexts } from '../api/announcement-texts.ts'

const EMPTY: AnnouncementTextFields = { title: '', bodyHtml: '' }

/** One language's title and body beside the English ones. */
function LanguageForm({
  announcement,
  texts,
  locale,
}: {
  announcement: OpsAnnouncementRow
  texts: Texts
  locale: ContentLocale
}) {
  const [form] = Form.useForm<AnnouncementTextFields>()
  const { message } = App.useApp()
  const save = useSaveAnnouncementTexts(announcement.id)
  const t = useT()
  const language = languageName(locale)
  const missing = new Set(missingOf(texts.english, useTyped(form, texts.texts[locale] ?? {})))

  function onFinish(values: AnnouncementTextFields) {
    save.mutate(
      { locale, body: { ...EMPTY, ...values } },
      {
        onSuccess: (saved) => {
          // The box now holds what was stored (the server sanitises the body).
          form.setFieldsValue(saved.texts[locale] ?? EMPTY)
          void message.success(t('announcements.textSaved', { language, title: announcement.title }))
        },
      },
    )
  }

  return (
    <TranslationsForm<AnnouncementTextFields>
      form={form}
      name={`announcement-texts-${locale}`}
      initialValues={texts.texts[locale] ?? EMPTY}
      onFinish={onFinish}
      saving={save.isPending}
      saveLabel={t('translations.save', { language })}
    >
      <TranslatedField
        name="title"
        label={t('translations.fieldIn', { field: t('announcements.titleField'), language })}
        english={texts.english.title}
        missing={missing.has('title')}
      >
        <Input maxLength={MAX_ANNOUNCEMENT_TITLE} />
      </TranslatedField>
      <TranslatedField
        name="bodyHtml"
        label={t('translations.fieldIn', { field: t('announcements.bodyComma'), language })}
        english={texts.english.bodyHtml}
        missing={missing.has('bodyHtml')}
      >
        <Input.TextArea
          rows={8}
          maxLength={MAX_ANNOUNCEMENT_BODY}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
        />
      </TranslatedField>
    </TranslationsForm>
  )
}

/** An announcement's title and body in every language, one language at a time. */
function AnnouncementTextsModal({
  announcement,
  onClose,
}: {
  announcement: OpsAnnouncementRow
  onClose: () => void
}) {
  const texts = useAnnouncementTexts(announcement.id)
  const t = useT()
  return (
    <TranslationsDialog
      name={announcement.title}
      width={1000}
      intro={t('announcements.textsIntro')}
      texts={texts.data}
      onClose={onClose}
    >
      {(data) => (
        <OneLanguageAtATime texts={data}>
          {(locale) => <LanguageForm announcement={announcement} texts={data} locale={locale} />}
        </OneLanguageAtATime>
      )}
    </TranslationsDialog>
  )
}

/** The Translations button of an announcement's row, and its dialog. */
export function AnnouncementTextsButton({ announcement }: { announcement: OpsAnnouncementRow }) {
  return (
    <TranslationsButton
      name={announcement.title}
      dialog={(close) => <AnnouncementTextsModal announcement={announcement} onClose={close} />}
    />
  )
}
