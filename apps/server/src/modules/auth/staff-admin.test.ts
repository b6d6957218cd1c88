import type { AdminMerchant, AuditEntry } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

const NOON = new Date('2026-11-21T04:00:00Z')

describe('admin/merchant: merchant accounts bound to shops', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string
  let shopX: string
  let shopY: string

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
    shopX = (await createFixtureShop(t.db)).shopId
    shopY = (await createFixtureShop(t.db)).shopId
  })

  const create = (body: Record<string, unknown>) =>
    t.call<AdminMerchant>('admin/merchant/create', body, platform)
  const bind = (id: string, shopIds: string[]) =>
    t.call<AdminMerchant>('admin/merchant/bind', { id, shopIds }, platform)
  /** The shops the merchant's own session covers now. */
  const shopsOf = async (token: string) =>
    (await t.ok<{ shops: { id: string }[] }>('merchant/me', {}, token)).shops.map((s) => s.id)

  it('creates a merchant with an initial password; they sign in and run only their shop', async () => {
    const made = await create({
      email: ' Chef.Wang@Example.com ',
      name: 'Wang',
      password: 'Initial123',
      shopIds: [shopX, shopX],
    })
    expect(made.data).toMatchObject({ email: 'chef.wang@example.com', name: 'Wang', shopIds: [shopX] })
    const { token } = await t.ok<{ token: string }>('merchant/login', {
      email: 'chef.wang@example.com',
      password: 'Initial123',
    })
    expect(await shopsOf(token)).toEqual([shopX])
    const list = await t.ok<AdminMerchant[]>('admin/merchant/list', {}, platform)
    expect(list.find((m) => m.id === made.data?.id)?.shopIds).toEqual([shopX])

    const log = await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { subject: 'merchant:' }, platform)
    expect(log.records[0]).toMatchObject({
      action: 'merchant.create',
      after: { email: 'chef.wang@example.com' },
    })
  })

  it('binds and unbinds shops; the merchant’s scope follows at once; audited', async () => {
    const made = (
      await create({ email: 'li@example.com', name: 'Li', password: 'Initial123', shopIds: [shopX] })
    ).data as AdminMerchant
    const { token } = await t.ok<{ token: string }>('merchant/login', {
      email: 'li@example.com',
      password: 'Initial123',
    })
    expect(await shopsOf(token)).toEqual([shopX])

    t.clock.set(new Date(NOON.getTime() + 60_000))
    const moved = await bind(made.id, [shopY])
    expect(moved.data?.shopIds).toEqual([shopY])
    // the session reads the shops on every call: the same token now covers shop Y and not X
    expect(await shopsOf(token)).toEqual([shopY])

    t.clock.set(new Date(NOON.getTime() + 120_000))
    const unbound = await bind(made.id, [])
    expect(unbound.data?.shopIds).toEqual([])
    expect(await shopsOf(token)).toEqual([])
    const log = await t.ok<{ records: AuditEntry[] }>(
      'admin/audit/list',
      { subject: `merchant:${made.id}` },
      platform,
    )
    expect(log.records.map((r) => r.action)).toEqual(['merchant.bind', 'merchant.bind', 'merchant.create'])
    expect(log.records[1]).toMatchObject({ before: { shopIds: [shopX] }, after: { shopIds: [shopY] } })
  })

  it('refuses a taken e-mail, a weak password, an unknown shop or merchant, and a platform account as merchant', async () => {
    const count = (await t.ok<AdminMerchant[]>('admin/merchant/list', {}, platform)).length
    const taken = await create({ email: 'li@example.com', name: 'Li 2', password: 'Initial123', shopIds: [] })
    expect(taken.errorKey).toBe('EMAIL_TAKEN')
    const weak = await create({
      email: 'weak@example.com',
      name: 'W',
      password: '123',
      shopIds: [],
      lang: 'zh-Hans',
    })
    expect(weak.errorKey).toBe('VALIDATION_FAILED')
    expect(weak.fieldErrors?.password).toBeTruthy()
    const badEmail = await create({ email: 'not-an-email', name: 'W', password: 'Initial123', shopIds: [] })
    expect(badEmail.fieldErrors?.email).toBeTruthy()
    const noShop = await create({
      email: 'ns@example.com',
      name: 'N',
      password: 'Initial123',
      shopIds: ['nope'],
    })
    expect(noShop.errorKey).toBe('SHOP_NOT_FOUND')
    expect((await bind('nope', [shopX])).errorKey).toBe('MERCHANT_NOT_FOUND')
    const platformId = (await t.ok<{ id: string }>('merchant/me', {}, platform)).id
    expect((await bind(platformId, [shopX])).errorKey).toBe('MERCHANT_NOT_FOUND')
    expect((await t.ok<AdminMerchant[]>('admin/merchant/list', {}, platform)).length).toBe(count)
  })
})
