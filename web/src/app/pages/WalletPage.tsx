import { PortfolioPart } from '../../features/income/components/PortfolioPart.tsx'
import { WalletView } from '../../features/wallet/pages/WalletView.tsx'

/** Wallet tab: the portfolio's figures (and Receive all) above the balances, income per day below. */
export function WalletPage() {
  return <WalletView top={<PortfolioPart part="summary" />} middle={<PortfolioPart part="chart" />} />
}
