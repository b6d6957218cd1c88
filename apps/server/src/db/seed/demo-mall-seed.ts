import { memberAccount, PLATFORM_ACCOUNTS, postTransfer, seedCause } from '../../modules/ledger'
import { mallBanners, mallCategories, mallGoods } from '../../modules/mall/mall.tables'
import { stableId } from '../../platform/ids'
import type { Db, Tx } from '../client'
import { DEMO_MALL } from './demo-mall'

/** Credited points the demo member starts with: enough for any demo goods item. */
export const DEMO_MEMBER_POINTS = 5_000

const demoMallGoodsId = (key: string) => stableId('mall-goods', key)

/** The demo mall: categories, goods (stock reset only when first written) and one banner per category. */
export async function seedDemoMall(tx: Tx, now: Date): Promise<number> {
  let count = 0
  for (const [ci, category] of DEMO_MALL.entries()) {
    const categoryId = stableId('mall-category', category.key)
    await tx
      .insert(mallCategories)
      .values({ id: categoryId, names: category.name, sort: ci, createdAt: now })
      .onConflictDoUpdate({ target: mallCategories.id, set: { names: category.name, sort: ci } })
    for (const [gi, goods] of category.goods.entries()) {
      const descriptions = Object.fromEntries(
        Object.entries(category.about).map(([locale, about]) => [
          locale,
          `${goods.name[locale as keyof typeof goods.name]}. ${about}`,
        ]),
      )
      const row = {
        id: demoMallGoodsId(goods.key),
        categoryId,
        names: goods.name,
        descriptions,
        photos: [`demo/mall-${goods.key}.svg`],
        specs: goods.specs.map((s) => ({ id: s.key, names: s.name })),
        points: goods.points,
        cashFen: goods.cashFen,
        stock: goods.stock,
        recommended: goods.recommended,
        enabled: true,
        sort: ci * 100 + gi,
        createdAt: now,
      }
      const { stock: _stock, createdAt: _c, id: _id, ...set } = row
      await tx.insert(mallGoods).values(row).onConflictDoUpdate({ target: mallGoods.id, set })
      count++
    }
    const banner = {
      id: stableId('mall-banner', category.key),
      image: `demo/mall-banner-${category.key}.svg`,
      goodsId: demoMallGoodsId(category.goods[0]?.key ?? ''),
      sort: ci,
      enabled: true,
      createdAt: now,
    }
    await tx.insert(mallBanners).values(banner).onConflictDoNothing({ target: mallBanners.id })
  }
  return count
}

/** The demo member's credited points (once: the transfer's key makes a second seed a no-op). */
export async function seedDemoMemberPoints(db: Db, memberId: string, now: Date): Promise<void> {
  await db.transaction((tx) =>
    postTransfer(
      tx,
      {
        idempotencyKey: `seed:points:${memberId}`,
        causeType: seedCause,
        causeId: `seed-${memberId}`,
        description: 'Demo points',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: -DEMO_MEMBER_POINTS },
          { accountId: memberAccount(memberId, 'points'), amountFen: DEMO_MEMBER_POINTS },
        ],
      },
      now,
    ),
  )
}
