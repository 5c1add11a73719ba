import { useToken } from '../../lib/session.ts'
import { useFreshness } from '../../lib/freshness.ts'
import { useWallet } from '../../features/wallet/api/wallet.ts'
import { ProductDetailView } from '../../features/products/components/ProductDetailView.tsx'

/** Product detail (from `products`) with the buyer's two wallets (from `wallet`) for Balance or Revenue pay. */
export function ProductDetailPage() {
  const signedIn = useToken() !== undefined
  const wallet = useWallet(signedIn)
  // An unrefreshed balance is not shown as the one available (offline: "--").
  const current = useFreshness(wallet).state === 'current'
  return <ProductDetailView balances={signedIn && current ? wallet.data : undefined} />
}
