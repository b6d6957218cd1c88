import type { FastifyInstance } from 'fastify'
import type { Clock } from './clock'

/** The system clock moved forward by what the end-to-end run asked for (DEV_CLOCK=true only). */
export function createDevClock(): Clock & { advance(ms: number): void; offsetMs(): number } {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms
    },
    offsetMs: () => offset,
  }
}

const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000

/**
 * POST /siam-server/dev/clock/advance { ms }: time moves forward (never back), so due jobs (the
 * 7-day reward crediting) run at the next poll. Registered only with DEV_CLOCK=true.
 */
export function registerDevClockRoute(app: FastifyInstance, clock: ReturnType<typeof createDevClock>): void {
  app.post<{ Body: { ms?: unknown } }>('/siam-server/dev/clock/advance', async (request, reply) => {
    const ms = Number(request.body?.ms)
    if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS)
      return reply.code(400).send({ success: false })
    clock.advance(ms)
    return reply.send({ success: true, now: clock.now().toISOString() })
  })
}
