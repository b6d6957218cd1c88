import { ALL_CALLS, ORDER_KINDS, PAY_TYPES, PAYMENT_STATUSES, SHOP_TYPES } from '@siam/contracts'
import { ORDER_STATUS_CODES } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useApiTestApp } from './test/suite'

const NOT_FOUND_MESSAGE = 'Error code (404): the interface does not exist or is no longer available.'

describe('platform', () => {
  const t = useApiTestApp()

  it('binds every contract of ALL_CALLS to a route', async () => {
    expect(ALL_CALLS.length).toBeGreaterThan(30)
    const unbound: string[] = []
    for (const call of ALL_CALLS) {
      const res = await t.call(call.path, {})
      if (res.errorKey === 'ROUTE_NOT_FOUND') unbound.push(call.path)
      // Whatever the answer, it is the envelope.
      expect(typeof res.success, call.path).toBe('boolean')
      expect(res.code, call.path).toBe(res.status)
    }
    expect(unbound).toEqual([])
    expect(new Set(ALL_CALLS.map((c) => c.path)).size).toBe(ALL_CALLS.length)
  })

  it('serves an OpenAPI document listing every call path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/siam-server/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, { post?: { summary: string } }> }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths).sort()).toEqual(ALL_CALLS.map((c) => `/siam-server/rest/${c.path}`).sort())
    for (const call of ALL_CALLS)
      expect(doc.paths[`/siam-server/rest/${call.path}`]?.post?.summary).toBe(call.summary)
  })

  it("answers an unknown route with the 404 envelope and the specification's message", async () => {
    for (const [method, url] of [
      ['POST', '/siam-server/rest/member/nothing/here'],
      ['GET', '/siam-server/rest/shop/list'],
      ['GET', '/siam-server/nope'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual({
        success: false,
        code: 404,
        message: NOT_FOUND_MESSAGE,
        data: null,
        errorKey: 'ROUTE_NOT_FOUND',
      })
    }
    const zh = await t.call('member/nothing/here', { lang: 'zh-Hans' })
    expect(zh).toMatchObject({
      status: 404,
      errorKey: 'ROUTE_NOT_FOUND',
      message: '错误码（404）：接口不存在或已停用。',
    })
  })

  it('answers a body that is not JSON with the 400 BAD_REQUEST envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/shop/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageNo": 1,',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      success: false,
      code: 400,
      message: 'Bad request!',
      data: null,
      errorKey: 'BAD_REQUEST',
    })
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/shop/list',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    })
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json()).toEqual({
      success: false,
      code: 400,
      message: 'Bad request!',
      data: null,
      errorKey: 'BAD_REQUEST',
    })
    // JSON that is not an object is not a call's input either.
    for (const payload of ['[1,2]', '"hello"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/siam-server/rest/shop/list',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json(), payload).toMatchObject({ success: false, errorKey: 'BAD_REQUEST' })
    }
    // No body at all is an empty input: the call's defaults apply.
    const none = await t.app.inject({ method: 'POST', url: '/siam-server/rest/setting/selectCurrent' })
    expect(none.statusCode).toBe(200)
  })

  it('sends the security headers, with a CSP that does not upgrade plain-HTTP requests', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/siam-server/health' }),
      await t.app.inject({
        method: 'POST',
        url: '/siam-server/rest/setting/selectCurrent',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      }),
    ]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).not.toContain('upgrade-insecure-requests')
      // Map tiles for both sites and the WeChat JS-SDK, nothing else from outside.
      const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'))
      expect(imgSrc?.trim()).toBe(
        "img-src 'self' data: blob: https://*.is.autonavi.com https://tile.openstreetmap.org",
      )
      expect(csp).toContain("script-src 'self' https://res.wx.qq.com")
    }
  })

  it('the database CHECK lists equal the contract and domain enums', async () => {
    const result = await t.db.execute<{ name: string; def: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conname in ('orders_status_check', 'orders_kind_check', 'payments_status_check', 'payments_pay_type_check', 'shops_type_check')`)
    const defs = Object.fromEntries(result.rows.map((r) => [r.name, r.def]))
    const values = (name: string) =>
      [...String(defs[name]).matchAll(/'([^']+)'|\b(\d+)\b/g)].map((m) => m[1] ?? Number(m[2]))
    expect(values('orders_status_check').sort((a, b) => Number(a) - Number(b))).toEqual(
      [...ORDER_STATUS_CODES].sort((a, b) => a - b),
    )
    expect(values('payments_status_check').sort()).toEqual([...PAYMENT_STATUSES].sort())
    expect(values('payments_pay_type_check').sort()).toEqual([...PAY_TYPES].sort())
    expect(values('orders_kind_check').sort()).toEqual([...ORDER_KINDS].sort())
    expect(values('shops_type_check').sort()).toEqual([...SHOP_TYPES].sort())
  })
})
