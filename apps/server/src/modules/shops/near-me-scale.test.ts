import type { ShopCard, shopCalls } from '@siam/contracts'
import { type OpeningSpan, shanghaiMinuteOfWeek, shopOpenState } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop } from '../../test/fixtures'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import type { SettingsService } from '../settings'
import { createShopList } from './shops.list'
import { deliveryQuoteFor } from './shops.service'
import {
  createShopsNearbyRepository,
  degreesPerMeterWithin,
  type ShopsNearbyRepository,
} from './shops-nearby.repository'

/*
 * Decision 0052: near me tests `open_week` (the hours as minutes of the week, a generated column)
 * instead of taking the hours apart per row, and a rare keyword's page is one query over both
 * phases. The rule must stay domain shopOpenState's, and pages must neither skip nor repeat a shop.
 */

/** Every page of a list by its cursor: the first page's total and the shops' ids in list order. */
async function walkList(
  list: ReturnType<typeof createShopList>,
  input: Parameters<ReturnType<typeof createShopList>>[0],
  position: { lng: number; lat: number },
): Promise<{ total: number; ids: string[] }> {
  let page = await list(input, position, 'en')
  const total = page.total
  const ids = page.records.map((r) => r.id)
  while (page.nextCursor) {
    page = await list({ ...input, cursor: page.nextCursor }, position, 'en')
    ids.push(...page.records.map((r) => r.id))
  }
  return { total, ids }
}

/** A shop list over the test database read without caches, as a city of more than `fewMatches` is read. */
function uncachedList(
  t: { db: Parameters<typeof createShopList>[0]['db']; clock: Parameters<typeof createShopList>[0]['clock'] },
  options: Pick<Parameters<typeof createShopList>[0], 'fewMatches' | 'rareWords'> & {
    nearby?: ShopsNearbyRepository
    ttlMs?: number
  },
) {
  const { nearby = createShopsNearbyRepository(), ttlMs = 0, ...rest } = options
  const settings = {
    current: async () => ({ routeFactor: 1.3, closingSoonMinutes: 30 }),
  } as unknown as SettingsService
  return createShopList({
    db: t.db,
    clock: t.clock,
    nearby,
    settings,
    ttlMs,
    quoteFor: deliveryQuoteFor,
    ...rest,
  })
}

/** A point `eastMetres` east and `northMetres` north of (lng, lat), on the local flat approximation. */
function metresFrom(lng: number, lat: number) {
  const metresPerDegree = (Math.PI / 180) * 6_371_000
  return (eastMetres: number, northMetres: number) => ({
    lng: lng + eastMetres / (metresPerDegree * Math.cos((lat * Math.PI) / 180)),
    lat: lat + northMetres / metresPerDegree,
  })
}

// Sunday 2026-11-22 00:00 in Shanghai (UTC+8).
const SUNDAY = Date.parse('2026-11-21T16:00:00Z')
const MINUTE = 60_000

describe('open state in the database (decision 0052)', () => {
  const t = useApiTestApp()

  const hourSets: OpeningSpan[][] = [
    [{ open: '09:00', close: '23:00' }],
    [{ open: '17:00', close: '02:00' }],
    // Friday night into Saturday morning only
    [{ open: '18:00', close: '02:00', days: [5] }],
    // Saturday night runs past the end of the week into Sunday morning
    [{ open: '22:00', close: '03:00', days: [6] }],
    [{ open: '00:00', close: '24:00' }],
    [{ open: '10:00', close: '10:00' }],
    [
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '21:30', days: [1, 2, 3, 4, 5] },
    ],
    [{ open: '08:00', close: '12:00', days: [] }],
    [],
  ]
  // Every 15 minutes of a week, and the minutes either side of each opening and closing.
  const instants: Date[] = []
  for (let m = 0; m < 7 * 1440; m += 15) instants.push(new Date(SUNDAY + m * MINUTE))
  for (const m of [119, 120, 179, 180, 1319, 1320, 1379, 1380, 1289, 1290, 10079])
    for (let day = 0; day < 7; day++) instants.push(new Date(SUNDAY + (day * 1440 + (m % 1440)) * MINUTE))

  it('is open exactly when shopOpenState says so, weekdays and the end of the week included', async () => {
    for (const hours of hourSets) {
      const minutes = instants.map(shanghaiMinuteOfWeek)
      const result = await t.db.execute<{ m: number; open: boolean }>(
        sql`select m, shop_open_week(${JSON.stringify(hours)}::jsonb) @> m as open
            from unnest(${`{${minutes.join(',')}}`}::int[]) with ordinality as u(m, n) order by n`,
      )
      const inDatabase = result.rows.map((r) => r.open)
      const inDomain = instants.map((at) => shopOpenState(hours, true, at).open)
      expect(inDatabase, JSON.stringify(hours)).toEqual(inDomain)
    }
  })

  it('lists a shop open only on its weekdays among the open ones, as its card says', async () => {
    const lng = 100.1
    const lat = 20.1
    const friday = await createFixtureShop(t.db, {
      lng,
      lat: lat + 0.001,
      hours: [{ open: '18:00', close: '02:00', days: [5] }],
    })
    const always = await createFixtureShop(t.db, {
      lng,
      lat: lat + 0.002,
      hours: [{ open: '00:00', close: '24:00' }],
    })
    const list = async () =>
      (
        await t.ok<{ records: ShopCard[] }>('shop/list', {
          position: `${lng},${lat}`,
          scope: '1km',
          pageSize: 100,
        })
      ).records
    // Friday 19:00, Saturday 01:00 (still Friday's span): open, so first (nearer); Saturday 19:00: closed.
    for (const [at, open] of [
      ['2026-11-27T11:00:00Z', true],
      ['2026-11-27T17:00:00Z', true],
      ['2026-11-28T11:00:00Z', false],
    ] as const) {
      t.clock.set(new Date(at))
      const cards = await list()
      expect(cards.find((c) => c.id === friday.shopId)?.open, at).toBe(open)
      expect(
        cards.map((c) => c.id),
        at,
      ).toEqual(open ? [friday.shopId, always.shopId] : [always.shopId, friday.shopId])
    }
  })
})

describe('keyset pages at equal distances (decision 0052)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const lng = 110.2
  const lat = 25.3
  const P = `${lng},${lat}`
  let ids: string[] = []

  beforeAll(async () => {
    const made: string[] = []
    // Seven shops on one spot (equal distances), two of them closed, and two a little further.
    for (let i = 0; i < 7; i++) {
      const shop = await createFixtureShop(t.db, {
        lng,
        lat: lat + 0.001,
        searchText: `twin kitchen ${i}`,
        operating: i % 3 !== 1,
      })
      made.push(shop.shopId)
    }
    for (let i = 0; i < 2; i++) {
      const shop = await createFixtureShop(t.db, {
        lng,
        lat: lat + 0.002,
        searchText: `twin kitchen far ${i}`,
      })
      made.push(shop.shopId)
    }
    ids = made
  })

  type Paged = { records: ShopCard[]; total: number; nextCursor: string | null }
  async function walk(body: RequestBody<typeof shopCalls.list>, pageSize: number): Promise<string[]> {
    const seen: string[] = []
    let page = await t.ok<Paged>('shop/list', { ...body, pageSize })
    seen.push(...page.records.map((r) => r.id))
    while (page.nextCursor) {
      page = await t.ok<Paged>('shop/list', { ...body, pageSize, cursor: page.nextCursor })
      seen.push(...page.records.map((r) => r.id))
    }
    return seen
  }

  it('walks every shop once, in the order of the whole list, ties by id', async () => {
    const near = ids.slice(0, 7)
    const open = near.filter((_, i) => i % 3 !== 1).sort()
    const closed = near.filter((_, i) => i % 3 === 1).sort()
    const far = ids.slice(7).sort()
    const expected = [...open, ...far, ...closed]
    // Rings (no keyword), the rare keyword's one query, and a scope.
    for (const body of [
      { position: P },
      { position: P, scope: '1km' },
      { position: P, keywords: 'twin kitchen' },
      { position: P, keywords: 'twin kitchen', scope: '1km' },
    ] as const) {
      const whole = await t.ok<Paged>('shop/list', { ...body, pageSize: 100 })
      expect(whole.records.map((r) => r.id)).toEqual(expected)
      for (const pageSize of [1, 2, 3, 4]) {
        expect(await walk(body, pageSize), `${JSON.stringify(body)} by ${pageSize}`).toEqual(expected)
        const byNumber: string[] = []
        for (let pageNo = 1; pageNo <= Math.ceil(expected.length / pageSize); pageNo++) {
          const page = await t.ok<Paged>('shop/list', { ...body, pageSize, pageNo })
          byNumber.push(...page.records.map((r) => r.id))
        }
        expect(byNumber).toEqual(expected)
      }
    }
  })
  it('reads a keyword by rings or in one statement with its count alike, up to the cap and past it (decision 0054)', async () => {
    // One more 'twin kitchen', about 10 km east: rings past the first one are read for it.
    const away = await createFixtureShop(t.db, { lng: lng + 0.1, lat, searchText: 'twin kitchen away' })
    const near = ids.slice(0, 7)
    const open = near.filter((_, i) => i % 3 !== 1).sort()
    const closed = near.filter((_, i) => i % 3 === 1).sort()
    const far = ids.slice(7).sort()
    const position = { lng, lat }
    for (const scope of ['all', '1km'] as const) {
      const expected =
        scope === 'all' ? [...open, ...far, away.shopId, ...closed] : [...open, ...far, ...closed]
      // a cap of the shops' number or more reads them in one statement, less by rings
      for (const fewMatches of [1000, expected.length, expected.length - 1, 2]) {
        const inOne = expected.length <= fewMatches
        const repository = createShopsNearbyRepository()
        const reads = { few: 0, fewAnswered: 0, count: 0 }
        const nearby: ShopsNearbyRepository = {
          ...repository,
          fewFirst: async (db, q) => {
            reads.few++
            const got = await repository.fewFirst(db, q)
            if (got) reads.fewAnswered++
            return got
          },
          count: async (db, q) => {
            reads.count++
            return repository.count(db, q)
          },
        }
        const list = uncachedList(t, { nearby, fewMatches })
        const label = `cap ${fewMatches}, ${scope}`
        for (const pageSize of [2, 4, 20]) {
          const input = { keywords: 'Twin Kitchen', scope, sort: 'distance', pageNo: 1, pageSize } as const
          const { total, ids } = await walkList(list, input, position)
          expect(total, `${label} by ${pageSize}`).toBe(expected.length)
          expect(ids, `${label} by ${pageSize}`).toEqual(expected)
          const second = await list({ ...input, pageNo: 2, pageSize: 3 }, position, 'en')
          expect(second.records.map((r) => r.id)).toEqual(expected.slice(3, 6))
        }
        // In one statement: no count for the first pages; by rings: counted first.
        expect(reads.few).toBe(6)
        expect(reads.fewAnswered, label).toBe(inOne ? 6 : 0)
        expect(reads.count > 0, label).toBe(!inOne)
      }
    }
  })
})

describe('a rare word looked up alone (decision 0056)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const lng = 112.4
  const lat = 27.1

  beforeAll(async () => {
    // Nine shops whose texts share 'lantern' and 'house', 300 m apart northwards, every third closed,
    // and one 20 km east (read by the wider rings).
    for (let i = 0; i < 9; i++) {
      await createFixtureShop(t.db, {
        lng,
        lat: lat + 0.0027 * i,
        searchText: `lantern house ${100 + (i % 4)} 灯笼店`,
        operating: i % 3 !== 2,
        monthlySales: 50 - i,
      })
    }
    await createFixtureShop(t.db, { lng: lng + 0.2, lat, searchText: 'lantern house 101 far' })
  })

  /** Every answer a keyword gives: pages by cursor, by number, and the totals. */
  async function answers(keywords: string, rareWord: string | null, fewMatches: number) {
    const list = uncachedList(t, { fewMatches, rareWords: { rareWord: () => rareWord } })
    const seen: unknown[] = []
    for (const scope of ['all', '1km'] as const) {
      for (const sort of ['distance', 'sales'] as const) {
        const input = { keywords, scope, sort, pageNo: 1, pageSize: 2 } as const
        let page = await list(input, { lng, lat }, 'en')
        seen.push(
          page.total,
          page.records.map((r) => r.id),
        )
        while (page.nextCursor) {
          page = await list({ ...input, cursor: page.nextCursor }, { lng, lat }, 'en')
          seen.push(page.records.map((r) => r.id))
        }
        seen.push(
          (await list({ ...input, pageNo: 2, pageSize: 3 }, { lng, lat }, 'en')).records.map((r) => r.id),
        )
      }
    }
    return seen
  }

  it('answers as the whole keyword does, in one statement and by rings', async () => {
    // a cap above the matches reads them in one statement; a cap of 2 counts and reads by rings
    for (const fewMatches of [1000, 2]) {
      for (const keywords of ['lantern house 101', 'house 102', 'lantern house', 'house 103 灯笼店']) {
        const whole = await answers(keywords, null, fewMatches)
        // not vacuous: the keyword finds shops, pages on, and (below) its rare word reaches the statement
        expect(whole[0], keywords).toBeGreaterThan(0)
        for (const word of keywords.split(' ').filter((w) => w.length >= 3)) {
          expect(
            await answers(keywords, word, fewMatches),
            `${keywords} by '${word}', cap ${fewMatches}`,
          ).toEqual(whole)
        }
      }
    }
  })

  it('looks the rare word up in the index (a word of no shop finds none)', async () => {
    const found = await answers('lantern house', 'nowhere', 1000)
    expect(found[0]).toBe(0)
  })

  it('reads a short rare keyword through the characters index: the same answers, with or without a position (decision 0068)', async () => {
    /** Every answer a keyword gives from `at` (null: no position), its shops found as `rareShort` says. */
    async function shortAnswers(keywords: string, rareShort: boolean, fewMatches: number, at: number | null) {
      const asked: (boolean | undefined)[] = []
      const nearby = createShopsNearbyRepository()
      const list = uncachedList(t, {
        fewMatches,
        rareWords: { rareWord: () => null, rareShort: async () => rareShort },
        nearby: {
          ...nearby,
          fewFirst: (db, q) => {
            asked.push(q.filter.rareShort)
            return nearby.fewFirst(db, q)
          },
          count: (db, q) => {
            asked.push(q.filter.rareShort)
            return nearby.count(db, q)
          },
        },
      })
      const position = at === null ? null : { lng: at, lat }
      const seen: unknown[] = []
      for (const scope of ['all', '1km'] as const) {
        const input = { keywords, scope, sort: 'distance', pageNo: 1, pageSize: 2 } as const
        let page = await list(input, position, 'en')
        seen.push(
          page.total,
          page.records.map((r) => r.id),
        )
        while (page.nextCursor) {
          page = await list({ ...input, cursor: page.nextCursor }, position, 'en')
          seen.push(page.records.map((r) => r.id))
        }
      }
      // not vacuous: the flag reaches the statements that find a keyword's shops
      expect(asked.length, keywords).toBeGreaterThan(0)
      expect(new Set(asked), keywords).toEqual(new Set([rareShort ? true : undefined]))
      return seen
    }
    for (const fewMatches of [1000, 2]) {
      for (const at of [lng, null]) {
        for (const keywords of ['灯', '笼店', 'l', '10', 'r', 'zq', '龘', '%', '_']) {
          const label = `${keywords}, cap ${fewMatches}, ${at === null ? 'no position' : 'near'}`
          expect(await shortAnswers(keywords, true, fewMatches, at), label).toEqual(
            await shortAnswers(keywords, false, fewMatches, at),
          )
        }
        // not vacuous: a short keyword finds shops and pages on, one in no shop finds none
        expect((await shortAnswers('灯', true, fewMatches, at))[0]).toBe(9)
        expect((await shortAnswers('10', true, fewMatches, at))[0]).toBe(10)
        expect((await shortAnswers('龘', true, fewMatches, at))[0]).toBe(0)
      }
    }
  })
})

describe('nearest in metres, not in degrees (decision 0053)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  // At 40° north a degree of longitude is 0.77 of a degree of latitude: the index's order (degrees)
  // puts shops due north before a nearer one due east.
  const lng = 116.3
  const lat = 40
  const P = `${lng},${lat}`
  const at = metresFrom(lng, lat)
  const east = (m: number) => at(m, 0)
  const north = (m: number) => at(0, m)
  let expected: string[] = []

  beforeAll(async () => {
    const spots = [north(1000), north(1020), north(1040), east(900)]
    const made = []
    for (const spot of spots) made.push((await createFixtureShop(t.db, spot)).shopId)
    // nearest first in metres: east (900 m), then the three due north
    expected = [made[3], made[0], made[1], made[2]] as string[]
  })

  type Paged = { records: ShopCard[]; nextCursor: string | null }
  it('puts the shop 900 m east before those 1,000 m north, on every page size', async () => {
    for (const scope of ['3km', 'all'] as const) {
      for (const pageSize of [1, 2, 3]) {
        const seen: ShopCard[] = []
        let page = await t.ok<Paged>('shop/list', { position: P, scope, pageSize })
        seen.push(...page.records)
        while (page.nextCursor && seen.length < expected.length) {
          page = await t.ok<Paged>('shop/list', { position: P, scope, pageSize, cursor: page.nextCursor })
          seen.push(...page.records)
        }
        const first = seen.slice(0, expected.length)
        expect(
          first.map((c) => c.id),
          `${scope} by ${pageSize}`,
        ).toEqual(expected)
        expect(first.map((c) => c.distanceMeters)).toEqual([900, 1000, 1020, 1040])
      }
    }
  })
})

describe('a sparse town near me without a keyword (decision 0070)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const lng = 101.7
  const lat = 36.6
  const at = metresFrom(lng, lat)
  // Twelve open shops 3-7 km around, none within 2 km: a town, not a city centre.
  const spots = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 12
    const metres = 3000 + i * 350
    return { spot: at(metres * Math.cos(angle), metres * Math.sin(angle)), metres }
  })
  let nearestFirst: string[] = []

  beforeAll(async () => {
    const made: { id: string; metres: number }[] = []
    for (const { spot, metres } of spots)
      made.push({ id: (await createFixtureShop(t.db, spot)).shopId, metres })
    nearestFirst = made.sort((a, b) => a.metres - b.metres).map((m) => m.id)
  })

  function recordedList() {
    const repository = createShopsNearbyRepository()
    const reads: { closed: 0 | 1 | null; within: number | null; keywords: string | undefined }[] = []
    const nearby: ShopsNearbyRepository = {
      ...repository,
      page: async (db, q) => {
        reads.push({ closed: q.closed, within: q.withinMeters, keywords: q.filter.keywords })
        return repository.page(db, q)
      },
    }
    return { list: uncachedList(t, { nearby, fewMatches: 2 }), reads }
  }

  it('fills the first page from one ring of 8 km, nearest first, and pages on as before', async () => {
    const { list, reads } = recordedList()
    const input = { scope: 'all', sort: 'distance', pageNo: 1, pageSize: 10 } as const
    const first = await list(input, { lng, lat }, 'en')
    expect(first.records.map((r) => r.id)).toEqual(nearestFirst.slice(0, 10))
    // one read: the 2 km ring held none of them and is not asked
    expect(reads.map((r) => [r.closed, r.within])).toEqual([[0, 8000]])
    const { total, ids } = await walkList(list, { ...input, pageSize: 5 }, { lng, lat })
    expect(total).toBe(12)
    expect(ids).toEqual(nearestFirst)
  })

  it("still reads a keyword's first ring of 2 km, its shops tested one by one there", async () => {
    const { list, reads } = recordedList()
    const input = { keywords: 'fixture', scope: 'all', sort: 'distance', pageNo: 1, pageSize: 10 } as const
    const first = await list(input, { lng, lat }, 'en')
    expect(first.records.map((r) => r.id)).toEqual(nearestFirst.slice(0, 10))
    expect(reads[0]).toEqual({ closed: 0, within: 2000, keywords: 'fixture' })
  })
})

describe("a keyword's shops crowded due north (decision 0063)", () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  // At 60° north a degree of longitude is half a degree of latitude: the index's scan reads the ten
  // shops due north before the nearer ones due east, and a page read past by a few shops is not
  // enough; the bound's box finds the east ones.
  const lng = 25
  const lat = 60
  const at = metresFrom(lng, lat)
  const east = (m: number) => at(m, 0)
  const north = (m: number) => at(0, m)
  let expected: string[] = []

  beforeAll(async () => {
    type Spot = [metres: number, at: { lng: number; lat: number }]
    const spots: Spot[] = [
      ...Array.from({ length: 10 }, (_, i): Spot => [1000 + 10 * i, north(1000 + 10 * i)]),
      [950, east(950)],
      [1005, east(1005)],
      [1500, east(1500)],
    ]
    const made: [number, string][] = []
    for (const [metres, spot] of spots) {
      made.push([
        metres,
        (await createFixtureShop(t.db, { ...spot, searchText: `ice stall ${metres}` })).shopId,
      ])
    }
    expected = made.sort((a, b) => a[0] - b[0]).map(([, id]) => id)
  })

  it('bounds in degrees every point within a distance, and not by much', () => {
    // points at the distance in every direction (the great-circle destination formula)
    for (const from of [0, 31.2, -45, 60, 80]) {
      for (const metres of [500, 2_000, 128_000, 512_000]) {
        const perMetre = degreesPerMeterWithin(from, metres)
        const b = metres / 6_371_000
        const phi = (from * Math.PI) / 180
        let farthest = 0
        for (let bearing = 0; bearing < 2 * Math.PI; bearing += Math.PI / 90) {
          const to = Math.asin(Math.sin(phi) * Math.cos(b) + Math.cos(phi) * Math.sin(b) * Math.cos(bearing))
          const dLng = Math.atan2(
            Math.sin(bearing) * Math.sin(b) * Math.cos(phi),
            Math.cos(b) - Math.sin(phi) * Math.sin(to),
          )
          const degrees = Math.hypot((dLng * 180) / Math.PI, ((to - phi) * 180) / Math.PI)
          expect(degrees, `${metres} m from ${from}°`).toBeLessThanOrEqual(metres * perMetre)
          farthest = Math.max(farthest, degrees)
        }
        // about the circle's east-west half-width in degrees (a city's rings: within 5%)
        const slack = metres <= 128_000 && from < 80 ? 1.05 : 1.6
        expect(metres * perMetre, `${metres} m from ${from}°`).toBeLessThan(farthest * slack)
      }
    }
    expect(degreesPerMeterWithin(89.9, 50_000)).toBe(Number.POSITIVE_INFINITY)
  })

  it('lists them nearest first in metres on every page size, by rings', async () => {
    // a cap of 2 matches: the keyword is read by rings, the first of them shop by shop
    const list = uncachedList(t, { fewMatches: 2 })
    for (const pageSize of [1, 2, 3, 5, 20]) {
      const input = { keywords: 'ice stall', scope: 'all', sort: 'distance', pageNo: 1, pageSize } as const
      const { total, ids } = await walkList(list, input, { lng, lat })
      expect(total).toBe(expected.length)
      expect(ids, `by ${pageSize}`).toEqual(expected)
    }
  })
})

describe("a ring's box corners lie outside the ring (decision 0056)", () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const lng = 118.8
  const lat = 32
  const at = metresFrom(lng, lat)
  let inside = ''

  beforeAll(async () => {
    // 950 m north is within 1 km; the three about 1,060 m north-east are in the 1 km box, not the ring
    inside = (await createFixtureShop(t.db, at(0, 950))).shopId
    for (const spot of [at(750, 750), at(750, 752), at(752, 750)]) await createFixtureShop(t.db, spot)
  })

  type Paged = { records: ShopCard[]; total: number; nextCursor: string | null }
  it('lists within 1 km only the shop within 1 km, whatever the page size', async () => {
    // The ring's first step may find the corner shops (it reads the box): the page stays the ring's.
    for (const pageSize of [1, 2, 3, 4]) {
      const page = await t.ok<Paged>('shop/list', { position: `${lng},${lat}`, scope: '1km', pageSize })
      expect(
        page.records.map((r) => r.id),
        `by ${pageSize}`,
      ).toEqual([inside])
      expect(page.total).toBe(1)
      expect(page.nextCursor).toBeNull()
    }
    const all = await t.ok<Paged>('shop/list', { position: `${lng},${lat}`, scope: 'all', pageSize: 4 })
    expect(all.records.map((r) => r.distanceMeters)).toEqual([950, 1061, 1062, 1062])
  })
})

describe("a keyword's few open shops read by id (decision 0061)", () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  const lng = 112.4
  const lat = 27.1
  let near: string[] = []
  let far = ''

  beforeAll(async () => {
    // Five closed shops here, and the keyword's one open shop about 100 km east.
    const made: string[] = []
    for (let i = 0; i < 5; i++) {
      const shop = await createFixtureShop(t.db, {
        // north-east: a shop due east at exactly a page's bound can fall outside the bound's box
        lng: lng + i / 1000,
        lat: lat + i / 1500,
        searchText: `lamp stall ${i}`,
        operating: false,
      })
      made.push(shop.shopId)
    }
    near = made
    far = (await createFixtureShop(t.db, { lng: lng + 1, lat, searchText: 'lamp stall far' })).shopId
    // And the other way round: three open 'tea kiosk' shops here, one closed about 100 km east.
    for (let i = 0; i < 3; i++) {
      const shop = await createFixtureShop(t.db, {
        lng: lng + i / 1000,
        lat: lat + i / 1500,
        searchText: `tea kiosk ${i}`,
      })
      kiosks.push(shop.shopId)
    }
    kiosks.push(
      (await createFixtureShop(t.db, { lng: lng + 1, lat, searchText: 'tea kiosk far', operating: false }))
        .shopId,
    )
  })
  const kiosks: string[] = []

  /** A list reading by rings (a cap below the keyword's 6 shops), its page reads recorded. */
  function recordedList(ttlMs: number) {
    const repository = createShopsNearbyRepository()
    const reads: { closed: 0 | 1 | null; within: number | null; ids: readonly string[] | undefined }[] = []
    const nearby: ShopsNearbyRepository = {
      ...repository,
      page: async (db, q) => {
        reads.push({ closed: q.closed, within: q.withinMeters, ids: q.filter.ids })
        return repository.page(db, q)
      },
    }
    const list = uncachedList(t, { nearby, ttlMs, fewMatches: 2 })
    return { list, reads }
  }

  it('lists the open shop first, read by its id after the first ring, not by wider rings', async () => {
    const expected = [far, ...near]
    const { list, reads } = recordedList(0)
    const input = { keywords: 'lamp stall', scope: 'all', sort: 'distance', pageNo: 1 } as const
    for (const pageSize of [2, 3, 20]) {
      const { total, ids } = await walkList(list, { ...input, pageSize }, { lng, lat })
      expect(total).toBe(6)
      expect(ids, `by ${pageSize}`).toEqual(expected)
      const second = await list({ ...input, pageNo: 2, pageSize: 2 }, { lng, lat }, 'en')
      expect(second.records.map((r) => r.id)).toEqual(expected.slice(2, 4))
    }
    // The open phase: the first ring, then the open shop by id; never a ring wider than 2 km.
    expect(reads.filter((r) => r.closed === 0 && r.ids === undefined).map((r) => r.within)).not.toContain(
      8000,
    )
    expect(reads.filter((r) => r.within !== null && r.within > 2000)).toEqual([])
    expect(reads.filter((r) => r.ids !== undefined).map((r) => r.ids)).toContainEqual([far])
  })

  it("reads a phase's last few shops everywhere at once, not by wider rings", async () => {
    const { list, reads } = recordedList(0)
    const input = { keywords: 'tea kiosk', scope: 'all', sort: 'distance', pageNo: 1 } as const
    for (const pageSize of [2, 3, 20]) {
      const { total, ids } = await walkList(list, { ...input, pageSize }, { lng, lat })
      expect(total).toBe(4)
      expect(ids, `by ${pageSize}`).toEqual(kiosks)
    }
    // The closed phase's one shop is read everywhere after the first ring falls short.
    expect(reads.filter((r) => r.within !== null && r.within > 2000)).toEqual([])
    expect(reads.filter((r) => r.closed === 1 && r.within === null).length).toBeGreaterThan(0)
  })

  it('reads the kept open shops by id without a first ring while they are kept, leaving out one closed since', async () => {
    const { list, reads } = recordedList(60_000)
    const input = { keywords: 'lamp stall', scope: 'all', sort: 'distance', pageNo: 1, pageSize: 3 } as const
    const first = await list(input, { lng, lat }, 'en')
    expect(first.records.map((r) => r.id)).toEqual([far, ...near.slice(0, 2)])
    expect(reads.map((r) => [r.closed, r.within])).toEqual([
      [0, 2000],
      [0, null],
      [1, 2000],
    ])
    reads.length = 0
    // Another position (another answer): the open phase is the kept ids' read alone.
    const other = { lng: lng + 0.0001, lat }
    expect((await list(input, other, 'en')).records[0]?.id).toBe(far)
    expect(reads.map((r) => [r.closed, r.within, r.ids])).toEqual([
      [0, null, [far]],
      [1, 2000, undefined],
    ])
    // The far shop stops operating: still kept by id, but tested again, so it is not listed open.
    await t.db.execute(sql`update shops set operating = false where id = ${far}`)
    const after = await list(input, { lng: lng + 0.0002, lat }, 'en')
    expect(after.records.map((r) => r.id)).toEqual(near.slice(0, 3))
    await t.db.execute(sql`update shops set operating = true where id = ${far}`)
  })
})
