import { describe, expect, it } from 'vitest'
import { createEventBus, type LiveEvent } from './events'

/** Database.listen played by the test: it hands payloads and reconnections to the bus. */
function fakeDatabase() {
  let deliver: (payload: string) => void = () => {}
  let reconnect: () => void = () => {}
  let listening = 0
  return {
    listen: async (_channel: string, onPayload: (p: string) => void, onReconnect?: () => void) => {
      deliver = onPayload
      reconnect = onReconnect ?? (() => {})
      listening++
      return async () => {
        listening--
      }
    },
    send: (payload: string) => deliver(payload),
    reconnect: () => reconnect(),
    listening: () => listening,
  }
}

const event: LiveEvent = { kind: 'order', orderId: 'o1', shopId: 's1', memberId: 'm1', status: 2 }

describe('event bus', () => {
  it('hands each event to every subscriber, resync after a reconnection, and drops what it cannot read', async () => {
    const database = fakeDatabase()
    const unreadable: string[] = []
    const bus = createEventBus(database, (payload) => unreadable.push(payload))
    await bus.start()
    await bus.start()
    expect(database.listening()).toBe(1)
    const first: unknown[] = []
    const second: unknown[] = []
    bus.subscribe((e) => first.push(e))
    const leave = bus.subscribe((e) => second.push(e))
    database.send(JSON.stringify(event))
    leave()
    database.reconnect()
    database.send('not json')
    database.send(JSON.stringify({ ...event, status: 'two' }))
    expect(first).toEqual([event, 'resync'])
    expect(second).toEqual([event])
    expect(unreadable).toHaveLength(2)
    await bus.stop()
    expect(database.listening()).toBe(0)
  })
})
