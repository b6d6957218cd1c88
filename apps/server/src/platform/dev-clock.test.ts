import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createDevClock, registerDevClockRoute } from './dev-clock'

describe('the end-to-end test clock', () => {
  it('moves the server time forward only, by a sane amount', async () => {
    const clock = createDevClock()
    const app = Fastify()
    registerDevClockRoute(app, clock)
    const before = clock.now().getTime()
    const day = 24 * 60 * 60_000
    const moved = await app.inject({
      method: 'POST',
      url: '/siam-server/dev/clock/advance',
      payload: { ms: 7 * day },
    })
    expect(moved.statusCode).toBe(200)
    expect(clock.offsetMs()).toBe(7 * day)
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(7 * day)
    for (const ms of [-1, 0, 1.5, 'x', 400 * day]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/siam-server/dev/clock/advance',
        payload: { ms },
      })
      expect(refused.statusCode).toBe(400)
    }
    expect(clock.offsetMs()).toBe(7 * day)
    await app.close()
  })
})
