import type { StreamTicket } from '@siam/contracts'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { newToken, sha256 } from '../../platform/ids'
import type { LiveRepository } from './live.repository'

/** A ticket is good for this long: the app opens its stream right after asking. */
const TICKET_TTL_MS = 60_000

export interface TicketDeps {
  db: Db
  clock: Clock
  repo: LiveRepository
}

/** Who a redeemed ticket was for, and the order it names (member order streams). */
export interface TicketHolder {
  actor: Actor
  orderId: string | null
}

/** Issues a one-time ticket; only its hash is stored, so the table leaks no usable ticket. */
export async function issueTicket(
  deps: TicketDeps,
  actor: Actor,
  orderId: string | null,
): Promise<StreamTicket> {
  const now = deps.clock.now()
  const ticket = newToken()
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS)
  await deps.repo.dropExpired(deps.db, now)
  await deps.repo.insertTicket(deps.db, { ticketHash: sha256(ticket), actor, orderId, expiresAt })
  return { ticket, expiresAt: expiresAt.toISOString() }
}

/** Takes a ticket once: unknown, used or expired is null. */
export async function redeemTicket(deps: TicketDeps, ticket: string): Promise<TicketHolder | null> {
  const row = await deps.repo.takeTicket(deps.db, sha256(ticket))
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null
  return { actor: row.actor, orderId: row.orderId }
}
