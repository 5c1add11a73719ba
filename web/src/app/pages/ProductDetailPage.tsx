import { useToken } from '../../lib/session.ts'
import { useWallet } from '../../features/wallet/api/wallet.ts'
import { ProductDetailView } from '../../features/products/components/ProductDetailView.tsx'

/** Product detail (from `products`) with the buyer's two wallets (from `wallet`) for Balance or Revenue pay. */
export function ProductDetailPage() {
  const signedIn = useToken() !== undefined
  const { data } = useWallet(signedIn)
  return <ProductDetailView balances={signedIn ? data : undefined} />
}
