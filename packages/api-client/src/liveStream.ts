/**
 * One live event stream (decision 0036) as the apps use it: ask for a one-time ticket, open an
 * EventSource on `/siam-server/rest/<path>?ticket=...`, hand each event on, and when the stream
 * drops, open another (a used ticket cannot reconnect, so EventSource's own retry is not used).
 * The caller refetches on every open (events in the gap were missed) and polls slowly while the
 * stream is healthy, quickly while it is not.
 */
import type { LiveMessage } from '@siam/contracts/live'
import { API_BASE } from './createClient'

export type { LiveMessage }

/** The browser's EventSource, or a stand-in in tests. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null
  onerror: ((event: Event) => void) | null
  addEventListener(type: string, listener: (event: MessageEvent) => void): void
  close(): void
}
export type EventSourceFactory = (url: string) => EventSourceLike

export interface LiveStreamOptions {
  /** The stream's path under the API base (`LIVE_STREAMS`). */
  path: string
  /** Other query parameters (the member's order id). */
  query?: Record<string, string>
  /** Asks the server for a ticket (a call with the user's token). */
  ticket(): Promise<string>
  onMessage(message: LiveMessage): void
  /** Each (re)connection: refetch what the screen shows. */
  onOpen?(): void
  /** Healthy while the stream is open; false while it is down and being opened again. */
  onHealth?(healthy: boolean): void
  base?: string
  /** Tests pass a fake; browsers without EventSource get no stream (polling carries on). */
  eventSource?: EventSourceFactory
  /** Waits before the n-th reopening in a row (default 2 s doubling to 30 s). */
  backoffMs?(attempt: number): number
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 2_000 * 2 ** Math.min(attempt, 4))

function browserEventSource(): EventSourceFactory | null {
  if (typeof EventSource === 'undefined') return null
  return (url) => new EventSource(url)
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const factory = options.eventSource ?? browserEventSource()
  if (!factory) return () => {}
  const backoff = options.backoffMs ?? defaultBackoff
  let source: EventSourceLike | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false

  const retry = () => {
    source?.close()
    source = null
    if (stopped) return
    options.onHealth?.(false)
    clearTimeout(timer)
    timer = setTimeout(() => void connect(), backoff(failures++))
  }

  const connect = async () => {
    let ticket: string
    try {
      ticket = await options.ticket()
    } catch {
      retry()
      return
    }
    if (stopped) return
    const query = new URLSearchParams({ ...options.query, ticket })
    const next = factory(`${options.base ?? API_BASE}${options.path}?${query}`)
    source = next
    next.onopen = () => {
      failures = 0
      options.onHealth?.(true)
      options.onOpen?.()
    }
    // A dropped stream or a refused ticket: a new ticket, a new stream, after a pause.
    next.onerror = () => {
      if (source === next) retry()
    }
    const deliver = (event: MessageEvent) => {
      try {
        options.onMessage(JSON.parse(String(event.data)) as LiveMessage)
      } catch {
        // not an event of ours
      }
    }
    next.addEventListener('order', deliver)
    next.addEventListener('refund', deliver)
    next.addEventListener('resync', () => options.onOpen?.())
  }

  void connect()
  return () => {
    stopped = true
    clearTimeout(timer)
    source?.close()
    source = null
  }
}
