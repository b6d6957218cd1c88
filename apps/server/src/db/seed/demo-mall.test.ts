import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { members } from '../../modules/auth/auth.tables'
import { useApiTestApp } from '../../test/suite'
import { DEMO_MALL } from './demo-mall'
import { DEMO_MEMBER_POINTS } from './demo-mall-seed'
import { LOCALES } from './demo-types'
import { ASSET_DIR } from './generate-images'
import { bannerSvg, goodsSvg } from './generate-mall-images'
import { DEMO_ACCOUNTS, seedDemo } from './seed'

describe('demo mall', () => {
  const t = useApiTestApp()

  it('has at least 20 goods in 4 categories, every name in the 11 locales, pictures on disk and text-free', () => {
    expect(DEMO_MALL).toHaveLength(4)
    const goods = DEMO_MALL.flatMap((c) => c.goods)
    expect(goods.length).toBeGreaterThanOrEqual(20)
    for (const text of [...DEMO_MALL.flatMap((c) => [c.name, c.about]), ...goods.map((g) => g.name)]) {
      for (const locale of LOCALES) expect(text[locale], `${text.en} in ${locale}`).toBeTruthy()
    }
    for (const c of DEMO_MALL) {
      expect(existsSync(`${ASSET_DIR}mall-banner-${c.key}.svg`)).toBe(true)
      expect(bannerSvg(c.key)).not.toContain('<text')
      for (const g of c.goods) {
        expect(existsSync(`${ASSET_DIR}mall-${g.key}.svg`)).toBe(true)
        expect(goodsSvg(c.key, g.key)).not.toContain('<text')
      }
    }
  })

  it('seeds the mall and lets the demo member buy something with credited points', async () => {
    await seedDemo(t.db, t.clock)
    await seedDemo(t.db, t.clock)
    const menu = await t.ok<{ records: { goods: { points: number }[] }[]; banners: unknown[] }>(
      'pointsMall/menu/listWithGoods',
      { lang: 'ar' },
    )
    expect(menu.records).toHaveLength(4)
    expect(menu.records.flatMap((c) => c.goods)).toHaveLength(20)
    expect(menu.banners).toHaveLength(4)
    const { token } = await t.ok<{ token: string }>('member/login', {
      email: DEMO_ACCOUNTS.member.email,
      password: DEMO_ACCOUNTS.member.password,
    })
    const summary = await t.ok<{ points: number }>('member/wallet/summary', {}, token)
    expect(summary.points).toBe(DEMO_MEMBER_POINTS)
    const cheapest = Math.min(...menu.records.flatMap((c) => c.goods.map((g) => g.points)))
    expect(cheapest).toBeLessThanOrEqual(summary.points)
    const [member] = await t.db.select().from(members).where(eq(members.email, DEMO_ACCOUNTS.member.email))
    expect(member).toBeTruthy()
  })
})
