import { LIVE_STREAMS, liveCalls } from '@siam/contracts'
import type { FastifyRequest } from 'fastify'
import { seesShop } from '../../platform/actor'
import { AppError } from '../../platform/errors'
import { API_PREFIX, bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { orderQueries } from '../orders'
import { createLiveRepository } from './live.repository'
import { createStreamHub, DEFAULT_STREAM_LIMITS, type StreamHub } from './streams'
import { issueTicket, redeemTicket, type TicketDeps, type TicketHolder } from './tickets'

declare module '../../platform/module' {
  interface ModuleServices {
    /** The open event streams of this process. */
    liveStreams: StreamHub
  }
}

/** Asking for tickets is cheap but writes a row: a generous limit shared by every process. */
const TICKETS_PER_MINUTE = { max: 30, windowMs: 60_000 }

/**
 * Live updates (decision 0036): one-time stream tickets, and the two server-sent event streams, the
 * console's (its shops' new orders, status changes and refund requests) and a member's order's.
 */
export const liveModule = defineModule({ name: 'live', register: registerLive })

function registerLive({ app, deps }: ModuleContext) {
  const { http } = deps
  const tickets: TicketDeps = { db: deps.db, clock: deps.clock, repo: createLiveRepository() }
  const hub = createStreamHub(deps.events, DEFAULT_STREAM_LIMITS)
  const limitTickets = (key: string) => http.rateLimit?.(`live.ticket:${key}`, TICKETS_PER_MINUTE)

  bindCall(app, http, liveCalls.merchantTicket, async ({ actor }) => {
    await limitTickets(`staff:${actor.staffId}`)
    return issueTicket(tickets, actor, null)
  })
  bindCall(app, http, liveCalls.memberOrderTicket, async ({ input, actor }) => {
    await limitTickets(`member:${actor.memberId}`)
    if (!(await orderQueries.ownedBy(deps.db, actor.memberId, input.id)))
      throw new AppError('ORDER_NOT_FOUND')
    return issueTicket(tickets, actor, input.id)
  })

  app.get(`${API_PREFIX}/${LIVE_STREAMS.merchant}`, async (request, reply) => {
    const { actor } = await holderOf(tickets, request)
    if (actor.type !== 'staff') throw new AppError('FORBIDDEN')
    hub.open(request, reply, `staff:${actor.staffId}`, (event) => seesShop(actor, event.shopId))
  })
  app.get(`${API_PREFIX}/${LIVE_STREAMS.memberOrder}`, async (request, reply) => {
    const { actor, orderId } = await holderOf(tickets, request)
    if (actor.type !== 'member') throw new AppError('FORBIDDEN')
    // The ticket names the order it was issued for (ownership was checked then).
    if (!orderId || queryParam(request, 'id') !== orderId) throw new AppError('ORDER_NOT_FOUND')
    hub.open(
      request,
      reply,
      `member:${actor.memberId}`,
      (event) => event.orderId === orderId && event.memberId === actor.memberId,
    )
  })
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => hub.closeAll())

  return { services: { liveStreams: hub } }
}

async function holderOf(deps: TicketDeps, request: FastifyRequest): Promise<TicketHolder> {
  const ticket = queryParam(request, 'ticket')
  const holder = ticket ? await redeemTicket(deps, ticket) : null
  if (!holder) throw new AppError('NOT_LOGGED_IN')
  return holder
}

function queryParam(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null
}
