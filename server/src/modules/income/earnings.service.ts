import type { ContentLocale, EarningReceiptRow, Page } from '@app/contracts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentEarningReceipt } from './earnings.presenter.ts'
import { listUserReceipts } from './earnings.repo.ts'
import { namedIn, type Naming } from './product-names.ts'
import { receiptFacts } from './receipts.service.ts'

/**
 * One page of the user's receipts of earnings (the earnings of one holding received together), newest
 * first after `cursor` (an entry id), named in `locale`.
 */
export async function listEarnings(
  deps: Naming,
  { userId, cursor, locale }: { userId: number; cursor: number | undefined; locale: ContentLocale | null },
): Promise<Page<EarningReceiptRow>> {
  const rows = await listUserReceipts(deps.db, userId, cursor, PAGE_SIZE + 1)
  return toPage(await namedIn(deps, rows, locale), PAGE_SIZE, (row) =>
    presentEarningReceipt(receiptFacts(row)),
  )
}
