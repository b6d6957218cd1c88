/**
 * The paths (under /siam-server/rest/) of the server-sent event streams: GET, text/event-stream, not
 * calls of the envelope. Free of zod, so the apps import it (`@siam/contracts/live-streams`).
 */
export const LIVE_STREAMS = {
  merchant: 'merchant/events',
  memberOrder: 'member/order/events',
} as const
