import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '../i18n/translate.ts'
import { whenIdle } from '../idle.ts'
import './ui.css'

// The kit's dialog and its animation library (a fifth of the app's code as sent) are not needed to
// show a page, only when a money action is confirmed: they load once the page is up and idle.
const loadDialog = () => import('antd-mobile/es/components/dialog')
const Dialog = lazy(loadDialog)

interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmText?: string
  onConfirm: () => void
  onClose: () => void
}

/** Confirm before anything moves money: Cancel and Confirm, named by the dialog's title. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), [])
  // Nothing to show until it is first opened; a tap before the dialog's code arrives waits for it.
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Dialog
        visible={open}
        aria-label={title}
        title={title}
        content={children}
        closeOnMaskClick
        onClose={onClose}
        actions={[
          [
            { key: 'cancel', text: t('common.cancel'), onClick: onClose },
            {
              key: 'confirm',
              text: confirmText ?? t('common.confirm'),
              bold: true,
              onClick: () => {
                onClose()
                onConfirm()
              },
            },
          ],
        ]}
      />
    </Suspense>
  )
}
