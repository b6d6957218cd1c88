import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createFixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { createRareDishes } from './rare-dishes'
import { absentFromSample, joinSample } from './rare-words'
import { createShopsRepository } from './shops.repository'
import { goods } from './shops.tables'

/*
 * Decision 0059: a keyword in no sampled dish is read by a named statement (a TID scan of the
 * trigram index's matches) instead of the statement planned per call. Both must answer the same
 * dishes in the same order, the first `limit` of them, with the same options and shop names.
 */
describe("search's dishes, rare and common statements", () => {
  const t = useApiTestApp()
  const repo = createShopsRepository()

  it('answer the same rows in the same order, the table order, whichever statement reads them', async () => {
    const first = await createFixtureShop(t.db)
    await createFixtureShop(t.db, { lng: 121.5, lat: 31.25 })
    const [noodles] = await t.db.select().from(goods).where(eq(goods.id, first.noodlesId))
    if (!noodles) throw new Error('no fixture dish')
    // 40 dishes of one word, their ids counting down (the table's order is not the ids')
    const extra = Array.from({ length: 40 }, (_, i) => ({
      ...noodles,
      id: `zz-dish-${String(99 - i).padStart(3, '0')}`,
      key: `zz-${i}`,
      searchText: `qzxw dish ${i} 奇怪菜${i}`,
    }))
    await t.db.insert(goods).values(extra)
    // rewritten rows move to the table's end: the first matches are no longer the first inserted
    await t.db
      .update(goods)
      .set({ soldOut: true })
      .where(sql`${goods.id} in ('zz-dish-099', 'zz-dish-097', ${first.noodlesId})`)

    // one or two characters: read through the characters' index when rare (decision 0067)
    const short = ['奇', '怪菜', 'Q', 'zx', '龘', '%', '_', '3']
    const keywords = ['qzxw', 'qzxw dish 1', 'beef noodles', '奇怪菜3', 'no such dish', 'QZXW DISH', ...short]
    for (const keyword of keywords) {
      for (const limit of [30, 5]) {
        const common = await repo.searchGoods(t.db, keyword, limit)
        const rare = await repo.searchGoods(t.db, keyword, limit, true)
        expect(rare, `${keyword} / ${limit}`).toEqual(common)
      }
    }
    expect((await repo.searchGoods(t.db, '怪菜', 100, true)).rows).toHaveLength(40)
    expect((await repo.searchGoods(t.db, '龘', 30, true)).rows).toEqual([])
    const many = await repo.searchGoods(t.db, 'qzxw', 30, true)
    expect(many.rows).toHaveLength(30)
    // the table's order: the two rewritten dishes come after every other match
    const all = await repo.searchGoods(t.db, 'qzxw', 100, true)
    expect(all.rows.map((r) => r.id).slice(-2)).toEqual(['zz-dish-099', 'zz-dish-097'])
    const beef = await repo.searchGoods(t.db, 'beef noodles', 30, true)
    expect(beef.rows.map((r) => r.id)).toContain(first.noodlesId)
    expect(beef.groups.length).toBeGreaterThan(0)
    expect(beef.options.length).toBeGreaterThan(0)
    expect(beef.rows[0]?.shopName).not.toBeNull()
  })

  it('samples the dishes a keyword is told rare by', async () => {
    await createFixtureShop(t.db)
    const texts = await repo.dishSample(t.db, 2000)
    expect(texts).toEqual(expect.arrayContaining(['beef noodles 牛肉面', 'milk tea 奶茶']))
    const dishes = createRareDishes((size) => repo.dishSample(t.db, size))
    await dishes.load()
    expect(await dishes.isRare('Milk Tea')).toBe(false)
    expect(await dishes.isRare('house 54321')).toBe(true)
  })
})

describe('before the first dish sample arrives', () => {
  it('a keyword of one or two characters waits for it; a longer one is read as before, at once', async () => {
    const reads: ((texts: string[]) => void)[] = []
    const dishes = createRareDishes(() => new Promise<string[]>((resolve) => reads.push(resolve)))
    // no sample yet: not rare (the statement planned per call reads it through the trigram index)
    expect(await dishes.isRare('no such dish')).toBe(false)
    const rareShort = dishes.isRare('龘')
    const commonShort = dishes.isRare('面')
    let settled = false
    rareShort.then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    expect(reads).toHaveLength(1) // one read, shared
    reads[0]?.(['beef noodles 牛肉面', 'milk tea 奶茶'])
    // told by the sample: a character in no dish goes through the characters' index, a common one not
    expect(await rareShort).toBe(true)
    expect(await commonShort).toBe(false)
    expect(await dishes.isRare('no such dish')).toBe(true)
    expect(reads).toHaveLength(1)
  })

  it('a failed first read leaves short keywords read as before (not rare)', async () => {
    const dishes = createRareDishes(() => Promise.reject(new Error('database down')))
    expect(await dishes.isRare('龘')).toBe(false)
  })
})

describe('a keyword in no sampled dish', () => {
  const sample = joinSample(['beef noodles 牛肉面', 'milk tea 奶茶'])
  it('is rare when no text of the sample holds it, whole', () => {
    expect(absentFromSample('beef tea', sample)).toBe(true)
    expect(absentFromSample('beef', sample)).toBe(false)
    expect(absentFromSample('牛肉面', sample)).toBe(false)
    expect(absentFromSample('面馆', sample)).toBe(true)
    expect(absentFromSample('面', sample)).toBe(false)
  })
  it('is never rare without a sample; one or two characters may be (decision 0067)', () => {
    expect(absentFromSample('house 54321', joinSample([]))).toBe(false)
    expect(absentFromSample('zq', sample)).toBe(true)
    expect(absentFromSample('龘', sample)).toBe(true)
    expect(absentFromSample('noodles tea', sample)).toBe(true)
  })
  it('is not found across the end of one text and the start of the next', () => {
    expect(absentFromSample('面milk', sample)).toBe(true)
  })
})
