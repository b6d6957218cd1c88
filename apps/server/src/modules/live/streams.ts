import type { LiveMessage } from '@siam/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../platform/errors'
import type { EventBus, LiveEvent } from '../../platform/events'

export interface StreamLimits {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number
  /** A stream ends after this long; the app opens another with a new ticket (the session is checked again). */
  maxAgeMs: number
  /** The `retry:` hint: how soon EventSource-style clients come back. */
  retryMs: number
  /** Open streams at once per member or staff member, and per IP address, in this process. */
  perHolder: number
  perIp: number
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  heartbeatMs: 15_000,
  maxAgeMs: 10 * 60_000,
  retryMs: 3_000,
  perHolder: 6,
  perIp: 40,
}

export interface StreamHub {
  /** Opens a text/event-stream answer that carries the events `wanted` accepts until the client leaves. */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    holderKey: string,
    wanted: (event: LiveEvent) => boolean,
  ): void
  /** How many streams are open in this process (tests, diagnostics). */
  size(): number
  /** Ends every open stream (the server is closing). */
  closeAll(): void
}

/**
 * The open server-sent event streams of this process. Each subscribes to the process's event bus;
 * the answer is written straight to the socket (hijacked), so no compression or other `onSend`
 * hook buffers it, and `X-Accel-Buffering: no` asks nginx-style proxies not to either.
 */
export function createStreamHub(bus: EventBus, limits: StreamLimits = DEFAULT_STREAM_LIMITS): StreamHub {
  const counts = new Map<string, number>()
  const closers = new Set<() => void>()
  const count = (key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by
    if (next <= 0) counts.delete(key)
    else counts.set(key, next)
  }

  return {
    open(request, reply, holderKey, wanted) {
      const keys = [`holder:${holderKey}`, `ip:${request.ip}`]
      if ((counts.get(keys[0] as string) ?? 0) >= limits.perHolder) throw new AppError('RATE_LIMITED')
      if ((counts.get(keys[1] as string) ?? 0) >= limits.perIp) throw new AppError('RATE_LIMITED')
      for (const key of keys) count(key, 1)

      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      raw.write(`retry: ${limits.retryMs}\n\n`)

      const unsubscribe = bus.subscribe((event) => {
        if (event === 'resync') raw.write('event: resync\ndata: {}\n\n')
        else if (wanted(event))
          raw.write(`event: ${event.kind}\ndata: ${JSON.stringify(messageOf(event))}\n\n`)
      })
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), limits.heartbeatMs)
      const maxAge = setTimeout(() => close(), limits.maxAgeMs)
      heartbeat.unref()
      maxAge.unref()
      let closed = false
      const close = () => {
        if (closed) return
        closed = true
        unsubscribe()
        clearInterval(heartbeat)
        clearTimeout(maxAge)
        for (const key of keys) count(key, -1)
        closers.delete(close)
        raw.end()
      }
      closers.add(close)
      // The response's close, not the request's: a GET's request closes once its (empty) body is read.
      raw.on('close', close)
    },
    size: () => closers.size,
    closeAll() {
      for (const close of [...closers]) close()
    },
  }
}

/** What a client is told: no member id (a merchant has no use for it). */
function messageOf(event: LiveEvent): LiveMessage {
  const message: LiveMessage = {
    kind: event.kind,
    orderId: event.orderId,
    shopId: event.shopId,
    status: event.status,
  }
  if (event.refundId) message.refundId = event.refundId
  return message
}
