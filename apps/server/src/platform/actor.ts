/** Who is making a request, resolved from the Authorization token before a handler runs. */
export type Actor =
  | { type: 'member'; memberId: string }
  | { type: 'staff'; staffId: string; role: 'merchant' | 'platform'; shopIds: string[] }

export type MemberActor = Extract<Actor, { type: 'member' }>
export type StaffActor = Extract<Actor, { type: 'staff' }>

export type ResolveActor = (token: string) => Promise<Actor | null>

/**
 * Whether a staff member may see a shop's records (orders, refunds, reviews, its delivery area):
 * platform staff every shop, a merchant its own. Another shop's records are simply not found.
 */
export function seesShop(staff: StaffActor, shopId: string): boolean {
  return staff.role === 'platform' || staff.shopIds.includes(shopId)
}

/**
 * The shops a console list covers (null = every shop): the one asked for if the staff member may
 * see it, else none (an empty list, not an error); without one, every shop they may see.
 */
export function listedShops(staff: StaffActor, shopId?: string): string[] | null {
  if (shopId) return seesShop(staff, shopId) ? [shopId] : []
  return staff.role === 'platform' ? null : staff.shopIds
}

/** A staff member as the order and refund state machines name the actor. */
export function staffActorRef(staff: StaffActor): { type: 'merchant' | 'platform'; id: string } {
  return { type: staff.role === 'platform' ? 'platform' : 'merchant', id: staff.staffId }
}

/** The token travels raw in `Authorization` (spec 7); a "Bearer " prefix is tolerated. */
export function tokenFrom(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header
  if (!raw) return null
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw
  return token.trim() || null
}
