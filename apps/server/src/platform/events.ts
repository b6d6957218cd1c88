import type { Database, Executor } from '../db/client'
import type { FoldedPart } from '../db/folded'
import { runNamed } from '../db/prepared'

/** The one PostgreSQL channel every live event travels on (decision 0036). */
const EVENTS_CHANNEL = 'siam_events'

/**
 * What moved, small enough for NOTIFY (8000 bytes): ids and the new status only. Listeners refetch
 * the record through the ordinary calls, which check who may see it.
 */
export interface LiveEvent {
  kind: 'order' | 'refund'
  orderId: string
  shopId: string
  memberId: string
  /** The order's or the refund request's status code, after the change. */
  status: number
  /** The refund request, for refund events. */
  refundId?: string
}

/**
 * Announces an event inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the
 * transaction commits (and never when it rolls back), so no listener hears of a change that did
 * not happen or reads before it is visible.
 */
export async function publishEvent(tx: Executor, event: LiveEvent): Promise<void> {
  // Named: every order's placement and payment publishes (issue 17).
  await runNamed(tx, 'events_notify', 'select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)])
}

/**
 * `publishEvent` as a part of a folded statement (db/folded.ts): the same NOTIFY, one row back; with
 * `from`, once per row of that source (a status move's `moved`: none when the row did not move).
 */
export function publishEventPart(event: LiveEvent, from?: string): FoldedPart {
  return (params) =>
    `select pg_notify(${params.add(EVENTS_CHANNEL)}, ${params.add(JSON.stringify(event))})${from ? ` from ${from}` : ''}`
}

/** A listener gets each event, or `resync` when events may have been lost (the bus reconnected). */
type EventListener = (event: LiveEvent | 'resync') => void

export interface EventBus {
  /** Starts listening (idempotent). */
  start(): Promise<void>
  subscribe(listener: EventListener): () => void
  stop(): Promise<void>
}

/**
 * The process's one LISTEN connection fanned out to its subscribers (the open event streams). Every
 * server process runs one, so an event published by any process reaches streams on all of them.
 */
export function createEventBus(
  database: Pick<Database, 'listen'>,
  onBadPayload?: (payload: string) => void,
): EventBus {
  const listeners = new Set<EventListener>()
  let unlisten: (() => Promise<void>) | null = null
  let starting: Promise<void> | null = null
  const deliver = (event: LiveEvent | 'resync') => {
    for (const listener of listeners) listener(event)
  }
  return {
    start() {
      starting ??= database
        .listen(
          EVENTS_CHANNEL,
          (payload) => {
            const event = parseEvent(payload)
            if (event) deliver(event)
            else onBadPayload?.(payload)
          },
          () => deliver('resync'),
        )
        .then((stop) => {
          unlisten = stop
        })
      return starting
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async stop() {
      await starting?.catch(() => undefined)
      listeners.clear()
      await unlisten?.()
      unlisten = null
      starting = null
    },
  }
}

function parseEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>
    if (
      (value.kind === 'order' || value.kind === 'refund') &&
      typeof value.orderId === 'string' &&
      typeof value.shopId === 'string' &&
      typeof value.memberId === 'string' &&
      typeof value.status === 'number'
    )
      return value as LiveEvent
  } catch {
    // not ours: ignored below
  }
  return null
}
