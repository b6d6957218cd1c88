import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../../platform/clock'
import type { TradeRow } from './sandbox-books'
import { signSandbox } from './signature'

export type Deliver = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>

/** After each unacknowledged attempt, the wait before the next one (then the sandbox gives up). */
const RETRY_DELAYS_MS = [1000, 5000, 30_000, 120_000]

/**
 * The sandbox's signed notifications to the merchant. They travel through `deliver` (set by the
 * payments module once the server exists); without it nothing is sent, as with a provider that
 * cannot reach us.
 */
export function createSandboxNotifier(deps: {
  clock: Clock
  secret: string
  log: Pick<FastifyBaseLogger, 'warn'>
}) {
  const { clock, secret, log } = deps
  let deliver: Deliver | null = null

  function notificationFor(row: TradeRow, attemptEventId = `evt_${row.tradeNo}_${row.status}`) {
    const body = JSON.stringify({
      eventId: attemptEventId,
      tradeNo: row.tradeNo,
      merchantRef: row.merchantRef,
      status: row.status,
      amountFen: row.amountFen,
      paidAt: row.paidAt?.toISOString() ?? null,
    })
    const timestamp = String(clock.now().getTime())
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': timestamp,
        'x-sandbox-signature': signSandbox(secret, timestamp, body),
      },
    }
  }

  /** Sends the notification; a non-acknowledged one is retried later, as real providers do. */
  async function notify(row: TradeRow, attempt = 0): Promise<boolean> {
    if (!deliver) return false
    const { body, headers } = notificationFor(row)
    try {
      const answer = await deliver(row.notifyUrl, headers, body)
      if (answer.status === 200) return true
      log.warn({ tradeNo: row.tradeNo, status: answer.status }, 'sandbox notification not acknowledged')
    } catch (error) {
      log.warn({ tradeNo: row.tradeNo, err: error }, 'sandbox notification failed')
    }
    const delay = RETRY_DELAYS_MS[attempt]
    if (delay !== undefined) setTimeout(() => void notify(row, attempt + 1), delay).unref()
    return false
  }

  return {
    notificationFor,
    notify,
    setDeliver(fn: Deliver) {
      deliver = fn
    },
  }
}
