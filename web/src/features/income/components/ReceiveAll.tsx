import { useState } from 'react'
import Button from 'antd-mobile/es/components/button'
import type { PortfolioReply, ReceiveAllReply } from '@app/contracts/income-portfolio'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useMoney } from '../../../lib/format.ts'
import { toastFailure } from '../../../lib/failure.ts'
import { showToast } from '../../../lib/toast.ts'
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog.tsx'
import { useReceiveAll } from '../api/portfolio.ts'

/**
 * Receive all → confirm → one request that receives everything due on every holding; afterwards
 * what was received, holding by holding, stays in view until the next one.
 */
export function ReceiveAll({
  figures,
}: {
  /** The portfolio's current figures; undefined until they come (the button's place is kept empty). */
  figures: PortfolioReply | undefined
}) {
  const due = figures && figures.receivableHoldings > 0 ? figures.receivableParts : undefined
  const { t } = useTranslation()
  const money = useMoney()
  const action = useReceiveAll()
  const [confirming, setConfirming] = useState(false)
  const [receipt, setReceipt] = useState<ReceiveAllReply>()
  const onConfirm = () => {
    action.run().then(({ data, msg }) => {
      setReceipt(data)
      void showToast(msg || t('portfolio.receivedAll', { amount: money(data.received) }), 'success')
    }, toastFailure)
  }
  return (
    <>
      {/* The button's place is kept while the figures come and when nothing is due, so the screen
          below it never moves when they come (it did, by the button's height, on every visit). */}
      {due !== undefined ? (
        <Button
          block
          color="primary"
          className="portfolio-receive"
          loading={action.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('portfolio.receiveAll', { amount: money(due.received) })}
        </Button>
      ) : (
        <p className="portfolio-receive portfolio-receive-none" aria-hidden={!figures}>
          {figures ? t('income.nothingDue') : ''}
        </p>
      )}
      {receipt && (
        <div className="portfolio-receipt" role="status">
          <p>{t('portfolio.receivedAll', { amount: money(receipt.received) })}</p>
          <p className="portfolio-receipt-split">
            {t('portfolio.receivedSplit', {
              profit: money(receipt.parts.profit),
              principal: money(receipt.parts.principal),
            })}
          </p>
          <ul>
            {receipt.holdings.map((h) => (
              <li key={h.id}>
                {t('portfolio.receivedLine', { product: h.productName, amount: money(h.received) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('portfolio.receiveAllConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p className="dialog-lines">
          {t('portfolio.receiveAllText', { amount: money(due?.received ?? '0') })}
        </p>
        {due && (
          <p className="dialog-lines">
            {t('portfolio.splitOfIt', { principal: money(due.principal), profit: money(due.profit) })}
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
