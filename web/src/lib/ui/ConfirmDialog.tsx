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
  /** What the buttons say, when Confirm and Cancel would not say what they do. */
  confirmText?: string
  cancelText?: string
  /**
   * What confirming does. When it returns a promise, the dialog stays open, its button loading,
   * until the promise settles, and closes only if it resolves true: a refusal the dialog itself
   * shows (a wrong password) leaves it open to be corrected.
   */
  onConfirm: () => void | Promise<boolean>
  onClose: () => void
}

/** Confirm before anything moves money: Cancel and Confirm, named by the dialog's title. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText,
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
            { key: 'cancel', text: cancelText ?? t('common.cancel'), onClick: onClose },
            {
              key: 'confirm',
              text: confirmText ?? t('common.confirm'),
              bold: true,
              onClick: () => {
                const done = onConfirm()
                if (!done) return onClose()
                return done.then((close) => {
                  if (close) onClose()
                })
              },
            },
          ],
        ]}
      />
    </Suspense>
  )
}
