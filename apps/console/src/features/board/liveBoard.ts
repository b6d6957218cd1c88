import { openLiveStream } from '@siam/api-client'
import { liveApi } from '@siam/contracts/descriptors'
import { LIVE_STREAMS } from '@siam/contracts/live-streams'
import { call } from '../../shared/api/client'

/** What the board does when the stream speaks: an event (refetch the changes), up or down. */
export interface BoardStreamHandlers {
  onEvent(): void
  onHealth(healthy: boolean): void
}

/** Opens a live feed for the board; returns the function that closes it. */
export type SubscribeBoard = (handlers: BoardStreamHandlers) => () => void

/**
 * The console's event stream (`merchant/events`, decision 0036): the staff member's shops' new
 * orders, status changes and refund requests. Every (re)connection counts as an event too, since
 * what happened while the stream was down was not heard.
 */
export const subscribeMerchantEvents: SubscribeBoard = ({ onEvent, onHealth }) =>
  openLiveStream({
    path: LIVE_STREAMS.merchant,
    ticket: async () => (await call(liveApi.merchantTicket, {}, { silent: true })).ticket,
    onMessage: onEvent,
    onOpen: onEvent,
    onHealth,
  })
