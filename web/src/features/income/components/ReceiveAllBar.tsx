import { useFreshness } from '../../../lib/freshness.ts'
import { usePortfolio } from '../api/portfolio.ts'
import { ReceiveAll } from './ReceiveAll.tsx'
import './portfolio.css'

/** My products: Receive all above the list when any holding has income due, else a line saying none is. */
export function ReceiveAllBar() {
  const portfolio = usePortfolio()
  const current = useFreshness(portfolio).state === 'current'
  const data = current ? portfolio.data : undefined
  return (
    <div className="portfolio-receive-bar">
      <ReceiveAll figures={data} />
    </div>
  )
}
