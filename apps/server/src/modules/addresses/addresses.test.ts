import type { Address } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryAddresses } from '../../db/schema'
import { newId } from '../../platform/ids'
import { createAddress, createFixtureShop, createMember, FAR, type FixtureShop } from '../../test/fixtures'
import { createApiTestApp, deliveryDraft, orderCount } from '../../test/flows'
import type { TestApp } from '../../test/harness'

const valid = {
  contactName: 'Ana',
  gender: 'female',
  phone: '13800138000',
  city: 'Shanghai',
  street: 'Nanjing East Road 100',
  door: 'Room 1201',
  label: 'home',
  lng: 121.4737,
  lat: 31.2304,
}

// The spec's messages (validation catalogue, English).
const MSG = {
  contact_name_required: 'Contact person name is required',
  phone_required: 'Mobile phone number is required',
  phone_invalid: 'Incorrect mobile phone number',
  city_required: 'please select area',
  street_required: 'please fill in detailed address',
  door_required: 'Please fill in the door number',
  coordinates_missing: 'Latitude and longitude not obtained, please reposition.',
}

describe('delivery addresses', () => {
  let t: TestApp
  let shop: FixtureShop
  beforeAll(async () => {
    t = await createApiTestApp()
    shop = await createFixtureShop(t.db)
  })
  afterAll(async () => t?.close())

  const addressCount = async (memberId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.memberId, memberId))
    return Number(row?.n)
  }

  it('refuses calls without a token (401)', async () => {
    for (const path of [
      'member/deliveryAddress/list',
      'member/deliveryAddress/insert',
      'common/selectDeliveryFee',
    ]) {
      const res = await t.call(path, { ...valid, deliveryAddressId: newId(), shopId: shop.shopId })
      expect(res).toMatchObject({ status: 401, code: 401, success: false, errorKey: 'NOT_LOGGED_IN' })
    }
    const badToken = await t.call('member/deliveryAddress/list', {}, 'not-a-session')
    expect(badToken).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
  })

  it('validates every field with the spec messages and writes nothing', async () => {
    const { memberId, token } = await createMember(t)
    const everything = await t.call('member/deliveryAddress/insert', { lng: null, lat: null }, token)
    expect(everything).toMatchObject({ status: 400, success: false, errorKey: 'VALIDATION_FAILED' })
    expect(everything.fieldErrors).toEqual({
      contactName: MSG.contact_name_required,
      phone: MSG.phone_required,
      city: MSG.city_required,
      street: MSG.street_required,
      door: MSG.door_required,
      coordinates: MSG.coordinates_missing,
    })
    expect(everything.message).toBe('Please check: contactName, phone, city, street, door, coordinates')

    const cases: [Record<string, unknown>, string, string][] = [
      [{ contactName: '   ' }, 'contactName', MSG.contact_name_required],
      [{ phone: '' }, 'phone', MSG.phone_required],
      [{ phone: '1380013800' }, 'phone', MSG.phone_invalid],
      [{ phone: '23800138000' }, 'phone', MSG.phone_invalid],
      [{ phone: '+447700900123' }, 'phone', MSG.phone_invalid],
      [{ city: '' }, 'city', MSG.city_required],
      [{ street: ' ' }, 'street', MSG.street_required],
      [{ door: '' }, 'door', MSG.door_required],
      [{ lat: null }, 'coordinates', MSG.coordinates_missing],
      [{ lng: null, lat: null }, 'coordinates', MSG.coordinates_missing],
    ]
    for (const [patch, field, message] of cases) {
      const res = await t.call('member/deliveryAddress/insert', { ...valid, ...patch }, token)
      expect(res, JSON.stringify(patch)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { [field]: message },
      })
      expect(Object.keys(res.fieldErrors ?? {})).toEqual([field])
    }
    // Shape errors from the contract: the field is named, with the generic message.
    const gender = await t.call('member/deliveryAddress/insert', { ...valid, gender: 'robot' }, token)
    expect(gender).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: { gender: 'This value is not valid' },
    })
    const lng = await t.call('member/deliveryAddress/insert', { ...valid, lng: 200 }, token)
    expect(lng).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: { lng: 'This value is not valid' },
    })
    // Messages are in the request's language.
    const zh = await t.call('member/deliveryAddress/insert', { ...valid, door: '', lang: 'zh-Hans' }, token)
    expect(zh.fieldErrors?.door).toBeTruthy()
    expect(zh.fieldErrors?.door).not.toBe(MSG.door_required)

    expect(await addressCount(memberId)).toBe(0)
  })

  it('makes the first address the default and lists the default first, newest next', async () => {
    const { token } = await createMember(t)
    const first = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'First' },
      token,
    )
    expect(first).toMatchObject({
      contactName: 'First',
      gender: 'female',
      phone: '13800138000',
      city: 'Shanghai',
      street: 'Nanjing East Road 100',
      door: 'Room 1201',
      label: 'home',
      isDefault: true,
      lng: 121.4737,
      lat: 31.2304,
    })
    const second = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'Second', label: null },
      token,
    )
    expect(second.isDefault).toBe(false)
    const third = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'Third' },
      token,
    )
    expect(third.isDefault).toBe(false)
    type Page = { records: Address[]; total: number }
    let all = await t.ok<Page>('member/deliveryAddress/list', { pageNo: -1 }, token)
    expect(all.total).toBe(3)
    expect(all.records.map((a) => [a.contactName, a.isDefault])).toEqual([
      ['First', true],
      ['Third', false],
      ['Second', false],
    ])
    // A new default takes the flag from the old one: exactly one default.
    await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'Fourth', isDefault: true },
      token,
    )
    all = await t.ok<Page>('member/deliveryAddress/list', { pageNo: -1 }, token)
    expect(all.records.map((a) => [a.contactName, a.isDefault])).toEqual([
      ['Fourth', true],
      ['Third', false],
      ['Second', false],
      ['First', false],
    ])
    // Pages: 1-based, total is the full count; pageNo -1 = all whatever pageSize says.
    const page1 = await t.ok<Page>('member/deliveryAddress/list', { pageNo: 1, pageSize: 3 }, token)
    const page2 = await t.ok<Page>('member/deliveryAddress/list', { pageNo: 2, pageSize: 3 }, token)
    expect(page1.records.map((a) => a.contactName)).toEqual(['Fourth', 'Third', 'Second'])
    expect(page2.records.map((a) => a.contactName)).toEqual(['First'])
    expect([page1.total, page2.total]).toEqual([4, 4])
    const allSmall = await t.ok<Page>('member/deliveryAddress/list', { pageNo: -1, pageSize: 1 }, token)
    expect(allSmall.records).toHaveLength(4)
    expect(await t.call('member/deliveryAddress/list', { pageNo: 0 }, token)).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: { pageNo: 'This value is not valid' },
    })
  })

  it('quotes the delivery fee from a shop to an own address', async () => {
    const { token } = await createMember(t)
    // The fixture shop stands at 121.479,31.2304; addresses due north of it are 111194.93 m per degree away.
    const near = await createAddress(t, token)
    const twoKm = await createAddress(t, token, { lng: 121.479, lat: 31.2484 })
    const [farLng, farLat] = FAR.split(',').map(Number)
    const far = await createAddress(t, token, { lng: farLng, lat: farLat })
    const fee = (deliveryAddressId: string) =>
      t.ok('common/selectDeliveryFee', { deliveryAddressId, shopId: shop.shopId }, token)
    // 503.93 m straight, 655 m route: base fee.
    expect(await fee(near.id)).toEqual({ inRange: true, distanceMeters: 504, deliveryFeeFen: 500 })
    // 2001.51 m straight, 2602 m route: base + 2 started km.
    expect(await fee(twoKm.id)).toEqual({ inRange: true, distanceMeters: 2002, deliveryFeeFen: 700 })
    // 20997.13 m straight: out of the 5 km range (the fee it would cost: 27296 m route, 5 + 27 yuan).
    expect(await fee(far.id)).toEqual({ inRange: false, distanceMeters: 20997, deliveryFeeFen: 3200 })
    const unknownShop = await t.call(
      'common/selectDeliveryFee',
      { deliveryAddressId: near.id, shopId: newId() },
      token,
    )
    expect(unknownShop).toMatchObject({ status: 404, errorKey: 'SHOP_NOT_FOUND' })
  })

  it('keeps an address private to its member', async () => {
    const owner = await createMember(t)
    const other = await createMember(t, { balanceFen: 10_000 })
    const address = await createAddress(t, owner.token)
    const seen = await t.ok<{ records: Address[]; total: number }>(
      'member/deliveryAddress/list',
      { pageNo: -1 },
      other.token,
    )
    expect(seen).toEqual({ records: [], total: 0 })

    const fee = await t.call(
      'common/selectDeliveryFee',
      { deliveryAddressId: address.id, shopId: shop.shopId },
      other.token,
    )
    expect(fee).toMatchObject({
      status: 404,
      success: false,
      errorKey: 'ADDRESS_NOT_FOUND',
      message: 'The address does not exist.',
    })

    const draft = deliveryDraft(shop, address.id)
    const preview = await t.call('member/order/preview', draft, other.token)
    expect(preview).toMatchObject({ status: 404, errorKey: 'ADDRESS_NOT_FOUND' })
    const insert = await t.call(
      'member/order/insert',
      { ...draft, expectedTotalFen: 4100, idempotencyKey: `addr-${newId()}` },
      other.token,
    )
    expect(insert).toMatchObject({ status: 404, errorKey: 'ADDRESS_NOT_FOUND' })
    expect(await orderCount(t, other.memberId)).toBe(0)

    // The owner can use it.
    expect((await t.ok<{ totalFen: number }>('member/order/preview', draft, owner.token)).totalFen).toBe(4100)
  })
})
