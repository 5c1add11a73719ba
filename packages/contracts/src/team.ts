import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams, pageOf } from './paging.ts'

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

export const teamSummary = z.strictObject({
  invitationCode: z.string(),
  /** Relative link (`/#/pages/sign/index?code=…`); prefix it with the app's origin to share it. */
  shareLink: z.string(),
  /** Always the three levels, in order, zero included. */
  levels: z.array(z.strictObject({ level: z.literal(TEAM_LEVELS), count: z.number() })),
})
export type TeamSummary = z.infer<typeof teamSummary>

export const teamMemberRow = z.strictObject({
  id: z.number(),
  /** Masked for users (`555****0001`); the console sees the whole number. */
  phone: z.string(),
  nickname: z.string(),
  /** Unix seconds of sign-up. */
  joinedAt: z.number(),
})
export type TeamMemberRow = z.infer<typeof teamMemberRow>

/**
 * One level's page of members. A level other than 1–3 (or none, or two) is refused with the spec's
 * message; a cursor that is not a member's id shows the level from the top.
 */
export const teamMembersQuery = z.object({
  level: z.pipe(
    z.enum(['1', '2', '3'], 'team.levelInvalid'),
    z.transform((level) => Number(level) as TeamLevel),
  ),
  cursor: z.optional(
    z.pipe(
      z.string(),
      z.transform((text) => (/^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined)),
    ),
  ),
})
export type TeamMembersQuery = z.infer<typeof teamMembersQuery>

/** Hides the middle of a phone number: the first three and last four characters stay. */
export function maskPhone(phone: string): string {
  if (phone.length >= 8) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  return `${phone.slice(0, 1)}****${phone.slice(-2)}`
}

export const TEAM_GET = endpoint({
  id: 'team.get',
  method: 'GET',
  path: '/api/team',
  access: 'user',
  summary: "The user's invitation code, share link and the size of each of the three levels.",
  reply: teamSummary,
})

export const TEAM_LIST_MEMBERS = endpoint({
  id: 'team.listMembers',
  method: 'GET',
  path: '/api/team/members',
  access: 'user',
  summary: "One level of the user's team, newest first, keyset-paged, phones masked.",
  query: teamMembersQuery,
  reply: pageOf(teamMemberRow),
})

export const TEAM_OPS_GET_USER_TEAM = endpoint({
  id: 'team.opsGetUserTeam',
  method: 'GET',
  path: '/api/ops/users/:id/team',
  access: operatorsOf('admin', 'support'),
  summary: "Any user's team summary, as the user sees it.",
  params: idParams,
  reply: teamSummary,
})

export const TEAM_OPS_LIST_USER_TEAM_MEMBERS = endpoint({
  id: 'team.opsListUserTeamMembers',
  method: 'GET',
  path: '/api/ops/users/:id/team/members',
  access: operatorsOf('admin', 'support'),
  summary: "One level of any user's team, newest first, keyset-paged, phones whole.",
  params: idParams,
  query: teamMembersQuery,
  reply: pageOf(teamMemberRow),
})
