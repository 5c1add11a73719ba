import type { ReactNode } from 'react'
import { Dialog } from 'antd-mobile'
import { useTranslation } from '../i18n/translate.ts'
import './ui.css'

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
  return (
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
  )
}
