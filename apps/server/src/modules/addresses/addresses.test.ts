import type { Address, OrderDetail } from '@siam/contracts'
import { formatDistance, gcj02ToWgs84, haversineMeters, wgs84ToGcj02 } from '@siam/domain'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config'
import { newId } from '../../platform/ids'
import { createAddress, createFixtureShop, createMember, FAR, type FixtureShop } from '../../test/fixtures'
import { deliveryDraft, orderCount, placeOrder } from '../../test/flows'
import type { UncheckedBody } from '../../test/requests'
import { createApiTestApp, useApiTestApp } from '../../test/suite'
import { deliveryAddresses } from './addresses.tables'

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

// The spec's messages (validation catalogue), English and Simplified Chinese.
const MSG = {
  en: {
    contact_name_required: 'Contact person name is required',
    phone_required: 'Mobile phone number is required',
    phone_invalid: 'Incorrect mobile phone number',
    city_required: 'please select area',
    street_required: 'please fill in detailed address',
    door_required: 'Please fill in the door number',
    coordinates_missing: 'Latitude and longitude not obtained, please reposition.',
  },
  'zh-Hans': {
    contact_name_required: '请填写联系人姓名',
    phone_required: '请输入手机号码',
    phone_invalid: '手机号码不正确',
    city_required: '请选择地区',
    street_required: '请填写详细地址',
    door_required: '请填写门牌号',
    coordinates_missing: '未获取到经纬度，请重新定位。',
  },
}
type Page = { records: Address[]; total: number }

describe('delivery addresses', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
  })

  const addressCount = async (memberId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.memberId, memberId))
    return Number(row?.n)
  }
  const rowOf = async (id: string) => {
    const [row] = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id))
    return row
  }
  const list = (token: string) => t.ok<Page>('member/deliveryAddress/list', { pageNo: -1 }, token)
  const defaults = async (token: string) =>
    (await list(token)).records.filter((a) => a.isDefault).map((a) => a.contactName)

  it('refuses every call without a token (401)', async () => {
    for (const call of ['list', 'insert', 'update', 'delete', 'updateIsDefault', 'selectById']) {
      const res = await t.call(`member/deliveryAddress/${call}`, { ...valid, id: newId() })
      expect(res, call).toMatchObject({ status: 401, code: 401, success: false, errorKey: 'NOT_LOGGED_IN' })
    }
    const fee = await t.call('common/selectDeliveryFee', { deliveryAddressId: newId(), shopId: shop.shopId })
    expect(fee).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
    const badToken = await t.call('member/deliveryAddress/list', {}, 'not-a-session')
    expect(badToken).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
  })

  it("accepts a visitor's international number in E.164 and stores it normalised (product rules 10)", async () => {
    const { token } = await createMember(t)
    const saved = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, phone: '+44 7700 900123' },
      token,
    )
    expect(saved.phone).toBe('+447700900123')
    expect((await rowOf(saved.id))?.phone).toBe('+447700900123')
  })

  it('gives the courier the street, number, building and door in Chinese (issue 15)', async () => {
    const { token } = await createMember(t)
    const saved = await t.ok<Address>(
      'member/deliveryAddress/insert',
      {
        ...valid,
        street: '1686 Nanjing West Road',
        door: 'Building 2, Room 1203',
        lng: 121.4466,
        lat: 31.2254,
      },
      token,
    )
    expect(saved.courierLine).toMatch(/^上海市静安区.* 南京西路1686号 2号楼1203室$/)
  })

  for (const lang of ['en', 'zh-Hans'] as const) {
    it(`validates every field with the spec messages (${lang}), on insert and update, writing nothing`, async () => {
      const msg = MSG[lang]
      const { memberId, token } = await createMember(t)
      const everything = await t.call('member/deliveryAddress/insert', { lng: null, lat: null, lang }, token)
      expect(everything).toMatchObject({ status: 400, success: false, errorKey: 'VALIDATION_FAILED' })
      expect(everything.fieldErrors).toEqual({
        contactName: msg.contact_name_required,
        phone: msg.phone_required,
        city: msg.city_required,
        street: msg.street_required,
        door: msg.door_required,
        coordinates: msg.coordinates_missing,
      })
      if (lang === 'en')
        expect(everything.message).toBe(
          'Please check: contact name, phone number, area, street address, door number, and location on the map',
        )

      const cases: [UncheckedBody, string, string][] = [
        [{ contactName: '   ' }, 'contactName', msg.contact_name_required],
        [{ phone: '' }, 'phone', msg.phone_required],
        [{ phone: '1380013800' }, 'phone', msg.phone_invalid],
        [{ phone: '23800138000' }, 'phone', msg.phone_invalid],
        // A mainland rule for mainland numbers; an international one needs its + (decision 0023).
        [{ phone: '447700900123' }, 'phone', msg.phone_invalid],
        [{ phone: '+0447700900123' }, 'phone', msg.phone_invalid],
        [{ city: '' }, 'city', msg.city_required],
        [{ street: ' ' }, 'street', msg.street_required],
        [{ door: '' }, 'door', msg.door_required],
        [{ lat: null }, 'coordinates', msg.coordinates_missing],
        [{ lng: null, lat: null }, 'coordinates', msg.coordinates_missing],
      ]
      const existing = await createAddress(t, token)
      const before = await rowOf(existing.id)
      for (const [patch, field, message] of cases) {
        for (const [call, extra] of [
          ['insert', {}],
          ['update', { id: existing.id, confirmMove: true }],
        ] as const) {
          const res = await t.call(
            `member/deliveryAddress/${call}`,
            { ...valid, ...extra, ...patch, lang },
            token,
          )
          expect(res, `${call} ${JSON.stringify(patch)}`).toMatchObject({
            status: 400,
            errorKey: 'VALIDATION_FAILED',
            fieldErrors: { [field]: message },
          })
          expect(Object.keys(res.fieldErrors ?? {})).toEqual([field])
        }
      }
      // Shape errors from the contract: the field is named, with the generic message.
      const gender = await t.call('member/deliveryAddress/insert', { ...valid, gender: 'robot' }, token)
      expect(gender).toMatchObject({ status: 400, fieldErrors: { gender: 'This value is not valid' } })
      const lng = await t.call('member/deliveryAddress/insert', { ...valid, lng: 200 }, token)
      expect(lng).toMatchObject({ status: 400, fieldErrors: { lng: 'This value is not valid' } })
      const system = await t.call('member/deliveryAddress/insert', { ...valid, coordSystem: 'bd09' }, token)
      expect(system).toMatchObject({ status: 400, fieldErrors: { coordSystem: 'This value is not valid' } })

      expect(await addressCount(memberId)).toBe(1)
      expect(await rowOf(existing.id)).toEqual(before)
    })
  }

  it('stores both coordinate systems and the courier line, whichever system the point came in', async () => {
    const { token } = await createMember(t)
    const wgs = await t.ok<Address>('member/deliveryAddress/insert', valid, token)
    expect(wgs).toMatchObject({
      contactName: 'Ana',
      gender: 'female',
      phone: '13800138000',
      city: 'Shanghai',
      street: 'Nanjing East Road 100',
      door: 'Room 1201',
      label: 'home',
      lng: 121.4737,
      lat: 31.2304,
      wgs84: { lng: 121.4737, lat: 31.2304 },
      gcj02: wgs84ToGcj02({ lng: 121.4737, lat: 31.2304 }),
      // The geocoder's Chinese for the point, the typed street and door in Chinese (issue 15).
      courierLine: '上海市黄浦区人民广场 南京东路100号 1201室',
    })
    const row = await rowOf(wgs.id)
    expect(row).toMatchObject({
      placeZh: '上海市黄浦区人民广场',
      gcjLng: wgs.gcj02.lng,
      gcjLat: wgs.gcj02.lat,
    })

    // The same spot from WeChat's getLocation (GCJ-02): stored as the same WGS-84 point.
    const gcjPoint = wgs84ToGcj02({ lng: 121.4737, lat: 31.2304 })
    const fromWeChat = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, ...gcjPoint, coordSystem: 'gcj02', street: '南京东路100号', door: '1201室' },
      token,
    )
    expect(haversineMeters(fromWeChat.wgs84, { lng: 121.4737, lat: 31.2304 })).toBeLessThan(0.01)
    expect(fromWeChat.gcj02).toEqual(gcjPoint)
    expect(fromWeChat.wgs84).toEqual(gcj02ToWgs84(gcjPoint))
    expect([fromWeChat.lng, fromWeChat.lat]).toEqual([fromWeChat.wgs84.lng, fromWeChat.wgs84.lat])
    // A street the member wrote in Chinese goes on the courier line too.
    expect(fromWeChat.courierLine).toBe('上海市黄浦区人民广场 南京东路100号 1201室')
    // Measured in WGS-84 both times: the same fee from the same shop.
    const fee = (id: string) =>
      t.ok('common/selectDeliveryFee', { deliveryAddressId: id, shopId: shop.shopId }, token)
    expect(await fee(fromWeChat.id)).toEqual(await fee(wgs.id))

    // An order to it carries the courier line, for the merchant's board and the member's courier card.
    const order = await placeOrder(t, token, deliveryDraft(shop, fromWeChat.id))
    const detail = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, token)
    expect(detail.address?.courierLine).toBe('上海市黄浦区人民广场 南京东路100号 1201室')
  })

  it('refuses a point the geocoder cannot place, and a geocoder that does not answer, writing nothing', async () => {
    const { memberId, token } = await createMember(t)
    const sea = await t.call('member/deliveryAddress/insert', { ...valid, lng: 125.5, lat: 27.5 }, token)
    expect(sea).toMatchObject({
      status: 400,
      errorKey: 'ADDRESS_NOT_GEOCODABLE',
      message: 'This position could not be found on the map, please reposition.',
    })
    const zh = await t.call(
      'member/deliveryAddress/insert',
      { ...valid, lng: 2.29, lat: 48.86, lang: 'zh-Hans' },
      token,
    )
    expect(zh).toMatchObject({
      status: 400,
      errorKey: 'ADDRESS_NOT_GEOCODABLE',
      message: '无法在地图上找到该位置，请重新定位。',
    })
    const address = await createAddress(t, token)
    const moveToSea = await t.call(
      'member/deliveryAddress/update',
      { ...valid, id: address.id, lng: 125.5, lat: 27.5, confirmMove: true },
      token,
    )
    expect(moveToSea).toMatchObject({ status: 400, errorKey: 'ADDRESS_NOT_GEOCODABLE' })
    expect(await rowOf(address.id)).toMatchObject({ lng: 121.4737, lat: 31.2304 })
    expect(await addressCount(memberId)).toBe(1)

    // AMap configured but unreachable: a 502 that says to try later, nothing written.
    const down = await createApiTestApp({
      config: testConfig({
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        GEOCODER: 'amap',
        AMAP_KEY: 'k',
        AMAP_API_BASE: 'http://127.0.0.1:9',
        GEOCODER_TIMEOUT_MS: '300',
      }),
    })
    try {
      const m = await createMember(down)
      const res = await down.call('member/deliveryAddress/insert', valid, m.token)
      expect(res).toMatchObject({
        status: 502,
        errorKey: 'GEOCODER_UNAVAILABLE',
        message: 'The map service is not answering, please try again later.',
      })
      const [n] = await down.db.select({ n: count() }).from(deliveryAddresses)
      expect(Number(n?.n)).toBe(0)
    } finally {
      await down.close()
    }
  })

  it('makes the first address the default and lists the default first, newest next, 10 a page', async () => {
    const { token } = await createMember(t)
    const first = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'First' },
      token,
    )
    expect(first.isDefault).toBe(true)
    const second = await t.ok<Address>(
      'member/deliveryAddress/insert',
      { ...valid, contactName: 'Second', label: null },
      token,
    )
    expect(second).toMatchObject({ isDefault: false, label: null })
    await t.ok('member/deliveryAddress/insert', { ...valid, contactName: 'Third' }, token)
    let all = await list(token)
    expect(all.total).toBe(3)
    expect(all.records.map((a) => [a.contactName, a.isDefault])).toEqual([
      ['First', true],
      ['Third', false],
      ['Second', false],
    ])
    // A new default takes the flag from the old one: exactly one default.
    await t.ok('member/deliveryAddress/insert', { ...valid, contactName: 'Fourth', isDefault: true }, token)
    all = await list(token)
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
    // The spec's page size is 10 by default.
    for (let i = 5; i <= 11; i++) await createAddress(t, token, { contactName: `N${i}` })
    const defaultPage = await t.ok<Page>('member/deliveryAddress/list', {}, token)
    expect(defaultPage.records).toHaveLength(10)
    expect(defaultPage.total).toBe(11)
    expect(defaultPage.records[0]?.contactName).toBe('Fourth')
    expect((await list(token)).records).toHaveLength(11)
  })

  it('reads rows written before migration 0002 (no GCJ-02, no geocoded line)', async () => {
    const { memberId, token } = await createMember(t)
    const id = newId()
    await t.db.insert(deliveryAddresses).values({
      id,
      memberId,
      contactName: 'Old',
      phone: '13800138000',
      city: 'Shanghai',
      street: 'Nanjing East Road 100',
      door: 'Room 1201',
      isDefault: true,
      lng: 121.4737,
      lat: 31.2304,
    })
    const old = await t.ok<Address>('member/deliveryAddress/selectById', { id }, token)
    expect(old.gcj02).toEqual(wgs84ToGcj02({ lng: 121.4737, lat: 31.2304 }))
    expect(old.courierLine).toBe('Shanghai 南京东路100号 1201室')
    // Saved again without moving, it is geocoded and gets both columns.
    const saved = await t.ok<Address>('member/deliveryAddress/update', { ...valid, id }, token)
    expect(saved.courierLine).toBe('上海市黄浦区人民广场 南京东路100号 1201室')
    expect(await rowOf(id)).toMatchObject({ gcjLng: old.gcj02.lng, placeZh: '上海市黄浦区人民广场' })
  })

  it('reads one address by id', async () => {
    const { token } = await createMember(t)
    const created = await t.ok<Address>('member/deliveryAddress/insert', valid, token)
    expect(await t.ok('member/deliveryAddress/selectById', { id: created.id }, token)).toEqual(created)
  })

  it('replaces an address; a move beyond 500 m needs confirmation with the distance', async () => {
    const { token } = await createMember(t)
    const home = await t.ok<Address>('member/deliveryAddress/insert', valid, token)
    // 300 m north, new text: saved without asking.
    const small = await t.ok<Address>(
      'member/deliveryAddress/update',
      { ...valid, id: home.id, lat: 31.2331, contactName: 'Ana Li', door: 'Room 808', label: 'company' },
      token,
    )
    expect(small).toMatchObject({
      id: home.id,
      contactName: 'Ana Li',
      door: 'Room 808',
      label: 'company',
      lat: 31.2331,
    })
    expect(small.courierLine).toMatch(/^上海市黄浦区.+ 808室$/)

    // About 2 km further north: refused with the distance in the message, in the reader's units
    // ("2 km", "2公里"; issue 15: never "2002 m"), nothing changed.
    const farLat = 31.2511
    const meters = Math.round(
      haversineMeters({ lng: 121.4737, lat: 31.2331 }, { lng: 121.4737, lat: farLat }),
    )
    const ask = await t.call(
      'member/deliveryAddress/update',
      { ...valid, id: home.id, lat: farLat, contactName: 'Moved' },
      token,
    )
    expect(ask).toMatchObject({
      status: 409,
      errorKey: 'ADDRESS_MOVE_CONFIRM',
      message: `The new position is ${formatDistance(meters, 'en')} from the saved one. Save it anyway?`,
    })
    expect(ask.message).toMatch(/ km from/)
    const askZh = await t.call(
      'member/deliveryAddress/update',
      { ...valid, id: home.id, lat: farLat, lang: 'zh-Hans' },
      token,
    )
    expect(askZh.message).toBe(`新位置距原位置 ${formatDistance(meters, 'zh-Hans')}，仍要保存吗？`)
    expect(askZh.message).toMatch(/公里/)
    expect(await rowOf(home.id)).toMatchObject({ contactName: 'Ana Li', lat: 31.2331 })

    // Confirmed: saved, and geocoded again for the new point.
    const moved = await t.ok<Address>(
      'member/deliveryAddress/update',
      { ...valid, id: home.id, lat: farLat, contactName: 'Moved', confirmMove: true },
      token,
    )
    expect(moved).toMatchObject({ contactName: 'Moved', lat: farLat })
    expect(moved.gcj02).toEqual(wgs84ToGcj02({ lng: 121.4737, lat: farLat }))
    expect(moved.courierLine).not.toBe(small.courierLine)

    // The same point sent in GCJ-02 has not moved at all (converted before measuring).
    const sameFromWeChat = await t.ok<Address>(
      'member/deliveryAddress/update',
      { ...valid, id: home.id, ...wgs84ToGcj02({ lng: 121.4737, lat: farLat }), coordSystem: 'gcj02' },
      token,
    )
    expect(haversineMeters(sameFromWeChat.wgs84, moved.wgs84)).toBeLessThan(0.01)

    // The distance is a setting.
    await t.app.moduleDeps.settings.set('addressMoveConfirmMeters', 100)
    try {
      const hundred = await t.call(
        'member/deliveryAddress/update',
        { ...valid, id: home.id, lat: farLat + 0.0018 },
        token,
      )
      expect(hundred).toMatchObject({ status: 409, errorKey: 'ADDRESS_MOVE_CONFIRM' })
    } finally {
      await t.app.moduleDeps.settings.set('addressMoveConfirmMeters', 500)
    }
  })

  it('keeps exactly one default: updateIsDefault, update and delete move it', async () => {
    const { token } = await createMember(t)
    const a = await createAddress(t, token, { contactName: 'A' })
    const b = await createAddress(t, token, { contactName: 'B' })
    const c = await createAddress(t, token, { contactName: 'C' })
    expect(await defaults(token)).toEqual(['A'])

    const bDefault = await t.ok<Address>('member/deliveryAddress/updateIsDefault', { id: b.id }, token)
    expect(bDefault.isDefault).toBe(true)
    expect(await defaults(token)).toEqual(['B'])
    // Again: nothing changes.
    await t.ok('member/deliveryAddress/updateIsDefault', { id: b.id }, token)
    expect(await defaults(token)).toEqual(['B'])

    // isDefault false on the default is ignored; true on another moves it.
    await t.ok(
      'member/deliveryAddress/update',
      { ...valid, id: b.id, contactName: 'B', isDefault: false },
      token,
    )
    expect(await defaults(token)).toEqual(['B'])
    await t.ok(
      'member/deliveryAddress/update',
      { ...valid, id: c.id, contactName: 'C', isDefault: true },
      token,
    )
    expect(await defaults(token)).toEqual(['C'])
    expect((await list(token)).records[0]?.contactName).toBe('C')

    // Deleting a non-default keeps the default; deleting the default promotes the newest remaining.
    expect(await t.ok('member/deliveryAddress/delete', { id: b.id }, token)).toBe(true)
    expect(await defaults(token)).toEqual(['C'])
    const d = await createAddress(t, token, { contactName: 'D' })
    await t.ok('member/deliveryAddress/delete', { id: c.id }, token)
    expect(await defaults(token)).toEqual(['D'])
    await t.ok('member/deliveryAddress/delete', { id: d.id }, token)
    expect(await defaults(token)).toEqual(['A'])
    // The last one: nothing left, no default; the next address is the default again.
    await t.ok('member/deliveryAddress/delete', { id: a.id }, token)
    expect(await list(token)).toEqual({ records: [], total: 0 })
    expect(await t.call('member/deliveryAddress/delete', { id: a.id }, token)).toMatchObject({
      status: 404,
      errorKey: 'ADDRESS_NOT_FOUND',
    })
    const fresh = await t.ok<Address>('member/deliveryAddress/insert', valid, token)
    expect(fresh.isDefault).toBe(true)
  })

  it('gives concurrent first addresses one default', async () => {
    const { token } = await createMember(t)
    await Promise.all(
      ['P', 'Q', 'R'].map((name) =>
        t.ok('member/deliveryAddress/insert', { ...valid, contactName: name }, token),
      ),
    )
    expect(await defaults(token)).toHaveLength(1)
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

  it("never shows, changes or deletes another member's address (404, like an unknown id)", async () => {
    const owner = await createMember(t)
    const other = await createMember(t, { balanceFen: 10_000 })
    const address = await createAddress(t, owner.token)
    const before = await rowOf(address.id)
    expect(await list(other.token)).toEqual({ records: [], total: 0 })

    for (const id of [address.id, newId()]) {
      const attempts: [string, UncheckedBody][] = [
        ['member/deliveryAddress/selectById', { id }],
        ['member/deliveryAddress/update', { ...valid, id, contactName: 'Thief', confirmMove: true }],
        ['member/deliveryAddress/delete', { id }],
        ['member/deliveryAddress/updateIsDefault', { id }],
        ['common/selectDeliveryFee', { deliveryAddressId: id, shopId: shop.shopId }],
      ]
      for (const [path, body] of attempts) {
        expect(await t.call(path, body, other.token), path).toMatchObject({
          status: 404,
          success: false,
          errorKey: 'ADDRESS_NOT_FOUND',
          message: 'The address does not exist.',
        })
      }
    }
    expect(await rowOf(address.id)).toEqual(before)

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
