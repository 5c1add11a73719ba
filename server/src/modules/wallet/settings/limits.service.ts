import type { Deps, Scope } from '../../../deps.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import { type ApprovalRow, approveWaiting, askAnew } from '../approvals/index.ts'
import { getMoneySettings, updateMoneySettings } from '../money-settings.repo.ts'

/** The limits that keep one operator from moving money alone (minor units; 0 is off). */
export interface MoneyLimits {
  approvalCap: number
  rechargeMax: number
  operatorDailyCap: number
}

/** A change of limits is an approval's action, not an audit action (the audit names `money_settings`). */
export const LIMITS_CHANGE = 'limits.change'

const COLUMNS = {
  approvalCap: 'approval_cap',
  rechargeMax: 'recharge_max',
  operatorDailyCap: 'operator_daily_cap',
} as const

export const limitsOf = (row: Record<(typeof COLUMNS)[keyof MoneyLimits], number>): MoneyLimits => ({
  approvalCap: row.approval_cap,
  rechargeMax: row.recharge_max,
  operatorDailyCap: row.operator_daily_cap,
})

const columnsOf = (limits: MoneyLimits) => ({
  approval_cap: limits.approvalCap,
  recharge_max: limits.rechargeMax,
  operator_daily_cap: limits.operatorDailyCap,
})

/** A limit is loosened when it was on and is now off, or higher. */
export function loosens(before: MoneyLimits, after: MoneyLimits): boolean {
  return (Object.keys(COLUMNS) as (keyof MoneyLimits)[]).some(
    (k) => before[k] > 0 && (after[k] === 0 || after[k] > before[k]),
  )
}

/**
 * In production the approval cap and the recharge maximum stay on, unless the deployment says
 * otherwise (`ALLOW_UNCAPPED_MONEY=1`): the same rule start-up holds the stored settings to.
 */
export function refuseLimitsOff(deps: Pick<Deps, 'env'>, limits: MoneyLimits): void {
  if (!deps.env.production || deps.env.allowUncappedMoney) return
  if (limits.approvalCap === 0)
    throw new AppError('VALIDATION_FAILED', 'wallet.capRequired', { field: 'approvalCap' })
  if (limits.rechargeMax === 0)
    throw new AppError('VALIDATION_FAILED', 'wallet.capRequired', { field: 'rechargeMax' })
}

/**
 * Sets the limits inside the caller's transaction: at once when they only tighten; a loosening
 * (decision 0058) is recorded for a second admin instead, replacing one that waited. Returns
 * whether the limits were changed now.
 */
export async function changeLimits(
  deps: Scope,
  { limits, operatorId }: { limits: MoneyLimits; operatorId: number },
): Promise<'changed' | 'asked'> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const before = limitsOf(await getMoneySettings(tx))
  if (!loosens(before, limits)) {
    await updateMoneySettings(tx, columnsOf(limits))
    return 'changed'
  }
  const { id, replaces } = await askAnew(deps, {
    action: LIMITS_CHANGE,
    amount: limits.approvalCap,
    details: JSON.stringify(limits),
    operatorId,
  })
  await recordAudit(tx, {
    operatorId,
    action: 'approval.request',
    target: 'money_settings',
    before,
    after: {
      approval: id,
      asks: LIMITS_CHANGE,
      ...limits,
      ...(replaces === null ? {} : { replaces }),
    },
    now,
  })
  return 'asked'
}

/** A second admin approves a waiting loosening: the limits it asked for hold from now. */
export async function applyLimitsChange(
  deps: Deps,
  { approval, operatorId }: { approval: ApprovalRow; operatorId: number },
): Promise<void> {
  const limits = JSON.parse(approval.details ?? '{}') as MoneyLimits
  refuseLimitsOff(deps, limits)
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    await approveWaiting({ ...deps, db: tx }, { approval, operatorId })
    const before = limitsOf(await getMoneySettings(tx))
    await updateMoneySettings(tx, columnsOf(limits))
    await recordAudit(tx, {
      operatorId,
      action: 'money-settings.update',
      target: 'money_settings',
      before,
      after: { ...limits, requestedBy: approval.requested_by, approvedBy: operatorId },
      now,
    })
  })
}
