import { contentCalls, platformCalls } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

/**
 * Issue 14 security: every platform-console call is platform staff only, on the server. A merchant
 * (even of the shop concerned), a member and an anonymous caller are refused, and nothing changes.
 */
const ADMIN_CALLS = [...Object.values(platformCalls), ...Object.values(contentCalls)].filter(
  (c) => c.audience === 'admin',
)

describe('platform console calls: admin only', () => {
  const t = useApiTestApp()
  let merchant: string
  let member: string
  let shopId: string

  beforeAll(async () => {
    shopId = (await createFixtureShop(t.db)).shopId
    merchant = await createMerchant(t, [shopId])
    member = (await createMember(t)).token
  })

  it('covers every admin call of the platform contracts', () => {
    expect(ADMIN_CALLS.map((c) => c.path).sort()).toEqual([
      'admin/audit/list',
      'admin/content/banner/delete',
      'admin/content/banner/list',
      'admin/content/banner/publish',
      'admin/content/banner/save',
      'admin/content/blog/delete',
      'admin/content/blog/list',
      'admin/content/blog/publish',
      'admin/content/blog/save',
      'admin/content/faq/delete',
      'admin/content/faq/list',
      'admin/content/faq/save',
      'admin/merchant/bind',
      'admin/merchant/create',
      'admin/merchant/list',
      'admin/setting/list',
      'admin/setting/update',
      'admin/shop/create',
      'admin/shop/list',
      'admin/shop/reinstate',
      'admin/shop/suspend',
    ])
  })

  // A body that would pass validation, so the refusal is the role's, not the input's.
  const bodies: Record<string, Record<string, unknown>> = {
    'admin/setting/update': { key: 'payDeadlineMinutes', value: 9 },
    'admin/content/blog/save': { title: { en: 'x' }, body: { en: 'y' } },
    'admin/content/blog/publish': { id: 'x', published: true },
    'admin/content/blog/delete': { id: 'x' },
    'admin/content/faq/delete': { id: 'x' },
    'admin/content/banner/save': { place: 'home', image: 'demo/x.svg', title: { en: 'x' } },
    'admin/content/banner/publish': { id: 'x', published: true },
    'admin/content/banner/delete': { id: 'x' },
    'admin/content/faq/save': { question: { en: 'x' }, answer: { en: 'y' } },
    'admin/shop/create': {
      name: { en: 'x' },
      type: 'asian',
      cuisine: 'x',
      address: { en: 'y' },
      position: '121.4,31.2',
      phone: '02112345',
    },
  }
  const bodyOf = (path: string) => {
    if (path === 'admin/shop/suspend') return { id: shopId, reason: 'test' }
    if (path === 'admin/shop/reinstate') return { id: shopId }
    if (path === 'admin/merchant/create')
      return { email: 'new.merchant@example.com', name: 'New', password: 'Passw0rd1', shopIds: [shopId] }
    if (path === 'admin/merchant/bind') return { id: 'x', shopIds: [shopId] }
    return bodies[path] ?? {}
  }

  it.each(ADMIN_CALLS.map((c) => [c.path]))('%s refuses a merchant, a member and no token', async (path) => {
    const asMerchant = await t.call(path, bodyOf(path), merchant)
    expect([asMerchant.status, asMerchant.errorKey]).toEqual([403, 'FORBIDDEN'])
    const asMember = await t.call(path, bodyOf(path), member)
    expect([asMember.status, asMember.errorKey]).toEqual([403, 'FORBIDDEN'])
    const anonymous = await t.call(path, bodyOf(path))
    expect([anonymous.status, anonymous.errorKey]).toEqual([401, 'NOT_LOGGED_IN'])
  })

  it('left nothing changed: no audit rows, the setting and the shop as they were', async () => {
    const platform = await createMerchant(t, [], 'platform')
    const log = await t.ok<{ total: number }>('admin/audit/list', {}, platform)
    expect(log.total).toBe(0)
    const settings = await t.ok<{ key: string; value: unknown }[]>('admin/setting/list', {}, platform)
    expect(settings.find((s) => s.key === 'payDeadlineMinutes')?.value).toBe(5)
    const shops = await t.ok<{ records: { id: string; suspended: boolean }[]; total: number }>(
      'admin/shop/list',
      { pageNo: -1 },
      platform,
    )
    expect(shops.records.find((s) => s.id === shopId)?.suspended).toBe(false)
    expect(shops.total).toBe(1)
    const blog = await t.ok<unknown[]>('admin/content/blog/list', {}, platform)
    expect(blog).toEqual([])
    const merchants = await t.ok<{ email: string }[]>('admin/merchant/list', {}, platform)
    expect(merchants.some((m) => m.email === 'new.merchant@example.com')).toBe(false)
  })
})
