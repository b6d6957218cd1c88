/** Who is making a request, resolved from the Authorization token before a handler runs. */
export type Actor =
  | { type: 'member'; memberId: string }
  | { type: 'staff'; staffId: string; role: 'merchant' | 'platform'; shopIds: string[] }

export type MemberActor = Extract<Actor, { type: 'member' }>
export type StaffActor = Extract<Actor, { type: 'staff' }>

export type ResolveActor = (token: string) => Promise<Actor | null>

/** The token travels raw in `Authorization` (spec 7); a "Bearer " prefix is tolerated. */
export function tokenFrom(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header
  if (!raw) return null
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw
  return token.trim() || null
}
