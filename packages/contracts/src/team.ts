import * as z from 'zod/mini'

/**
 * A user's team: the people they invited (level 1), the people those invited (level 2), and one
 * level further (level 3). An inviter is fixed at sign-up, so the tree has no cycles.
 */
export const TEAM_LEVELS = [1, 2, 3] as const
export type TeamLevel = (typeof TEAM_LEVELS)[number]

/** The path of the sign-up page with the code filled in; the app makes it absolute. */
export function shareLinkFor(invitationCode: string): string {
  return `/#/pages/sign/index?code=${encodeURIComponent(invitationCode)}`
}

export interface TeamSummary {
  invitationCode: string
  /** Relative link (`/#/pages/sign/index?code=…`); prefix it with the app's origin to share it. */
  shareLink: string
  /** Always the three levels, in order, zero included. */
  levels: { level: TeamLevel; count: number }[]
}

export interface TeamMemberRow {
  id: number
  /** Masked for users (`555****0001`); the console sees the whole number. */
  phone: string
  nickname: string
  /** Unix seconds of sign-up. */
  joinedAt: number
}

export const teamMembersQuery = z.strictObject({
  level: z.enum(['1', '2', '3'], 'team.levelInvalid'),
  cursor: z.optional(z.string()),
})
export type TeamMembersQuery = z.infer<typeof teamMembersQuery>

/** Hides the middle of a phone number: the first three and last four characters stay. */
export function maskPhone(phone: string): string {
  if (phone.length >= 8) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  return `${phone.slice(0, 1)}****${phone.slice(-2)}`
}
