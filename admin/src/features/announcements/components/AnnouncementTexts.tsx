import { useState } from 'react'
import { App, Button, Form, Input, Modal, Spin } from 'antd'
import {
  MAX_ANNOUNCEMENT_BODY,
  MAX_ANNOUNCEMENT_TITLE,
  type OpsAnnouncementRow,
} from '@app/contracts/announcements'
import type { AnnouncementTextFields, AnnouncementTexts as Texts } from '@app/contracts/announcements-texts'
import type { ContentLocale } from '@app/contracts/content-texts'
import { languageName, LanguagePicker, missingOf, TranslatedField } from '../../../lib/Translations.tsx'
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
  const typed =
    (Form.useWatch([], form) as Partial<AnnouncementTextFields> | undefined) ?? texts.texts[locale] ?? {}
  const missing = new Set(missingOf(texts.english, typed))

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
    <Form<AnnouncementTextFields>
      form={form}
      name={`announcement-texts-${locale}`}
      layout="vertical"
      requiredMark={false}
      initialValues={texts.texts[locale] ?? EMPTY}
      onFinish={onFinish}
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
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('translations.save', { language })}
      </Button>
    </Form>
  )
}

function AnnouncementTextsModal({
  announcement,
  onClose,
}: {
  announcement: OpsAnnouncementRow
  onClose: () => void
}) {
  const texts = useAnnouncementTexts(announcement.id)
  const [locale, setLocale] = useState<ContentLocale>('es')
  const data = texts.data
  const t = useT()
  return (
    <Modal
      open
      title={t('translations.of', { name: announcement.title })}
      onCancel={onClose}
      footer={null}
      width={1000}
    >
      {!data ? (
        <Spin />
      ) : (
        <>
          <p>{t('announcements.textsIntro')}</p>
          <LanguagePicker
            value={locale}
            onChange={setLocale}
            missing={{
              es: missingOf(data.english, data.texts.es).length,
              ja: missingOf(data.english, data.texts.ja).length,
            }}
          />
          <div style={{ marginTop: 16 }}>
            <LanguageForm key={locale} announcement={announcement} texts={data} locale={locale} />
          </div>
        </>
      )}
    </Modal>
  )
}

/** The Translations button of an announcement's row, and its dialog. */
export function AnnouncementTextsButton({ announcement }: { announcement: OpsAnnouncementRow }) {
  const [open, setOpen] = useState(false)
  const t = useT()
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('translations.of', { name: announcement.title })}
      >
        {t('translations.button')}
      </Button>
      {open && <AnnouncementTextsModal announcement={announcement} onClose={() => setOpen(false)} />}
    </>
  )
}
