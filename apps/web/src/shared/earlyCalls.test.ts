import { afterEach, describe, expect, it } from 'vitest'
import { forgetEarlyCalls, takeEarlyCall } from './earlyCalls'

type Answer = Promise<{ success?: unknown; data?: unknown } | null>
const ok = (data: unknown): Answer => Promise.resolve({ success: true, data })
const asked = (
  path: string,
  input: unknown,
  answer: Answer = ok({ id: 'o1' }),
  token: string | null = 'T1',
) => ({
  path,
  input,
  lang: 'en',
  token,
  answer,
})

afterEach(() => forgetEarlyCalls())

describe('takeEarlyCall', () => {
  it('hands the answer to the same call (input keys in any order) once', async () => {
    window.__siamEarlyCalls = [asked('menu/listWithGoods', { shopId: 's1', page: 1 }, ok([{ id: 'c1' }]))]
    expect(await takeEarlyCall('menu/listWithGoods', { page: 1, shopId: 's1' }, 'en', 'T1')).toEqual({
      data: [{ id: 'c1' }],
    })
    expect(await takeEarlyCall('menu/listWithGoods', { page: 1, shopId: 's1' }, 'en', 'T1')).toBeNull()
  })

  it('does not hand it to another call, input, language or token, and keeps it for the right one', async () => {
    window.__siamEarlyCalls = [asked('member/order/selectById', { id: 'o1' })]
    expect(await takeEarlyCall('shop/detail', { id: 'o1' }, 'en', 'T1')).toBeNull()
    expect(await takeEarlyCall('member/order/selectById', { id: 'o2' }, 'en', 'T1')).toBeNull()
    expect(
      await takeEarlyCall('member/order/selectById', { id: 'o1', position: '1,2' }, 'en', 'T1'),
    ).toBeNull()
    expect(await takeEarlyCall('member/order/selectById', { id: 'o1' }, 'ar', 'T1')).toBeNull()
    expect(await takeEarlyCall('member/order/selectById', { id: 'o1' }, 'en', null)).toBeNull()
    expect(await takeEarlyCall('member/order/selectById', { id: 'o1' }, 'en', 'T1')).toEqual({
      data: { id: 'o1' },
    })
  })

  it('leaves a refused, failed or unreadable answer to the server', async () => {
    window.__siamEarlyCalls = [
      asked('a', {}, Promise.resolve({ success: false, data: null })),
      asked('b', {}, Promise.resolve(null)),
      asked('c', {}, Promise.reject(new Error('offline'))),
    ]
    for (const path of ['a', 'b', 'c']) expect(await takeEarlyCall(path, {}, 'en', 'T1')).toBeNull()
  })

  it('hands nothing once forgotten (the app left its first screen)', async () => {
    window.__siamEarlyCalls = [asked('member/order/selectById', { id: 'o1' })]
    forgetEarlyCalls()
    expect(await takeEarlyCall('member/order/selectById', { id: 'o1' }, 'en', 'T1')).toBeNull()
  })
})
