import { formatOrderNumber, shanghaiDate } from '@siam/domain'
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { createMemberWithPassword, createStaff, hashPassword } from '../../modules/auth'
import { members, staff } from '../../modules/auth/auth.tables'
import { grantNewMemberGift, seedCouponDemo } from '../../modules/coupons'
import { faqEntries } from '../../modules/help/help.tables'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../../modules/ledger'
import { rechargeBonusCause, rechargeCause } from '../../modules/recharges'
import { recharges } from '../../modules/recharges/recharges.tables'
import {
  banners,
  cities,
  goods,
  goodsOptionGroups,
  goodsOptions,
  menuCategories,
  shops,
} from '../../modules/shops/shops.tables'
import type { Clock } from '../../platform/clock'
import { stableId } from '../../platform/ids'
import type { Db, Tx } from '../client'
import { DEMO_CITY, DEMO_SHOPS } from './demo-city'
import { DEMO_DELIVERY_AREAS } from './demo-delivery-areas'
import { demoDishFacts } from './demo-dish-facts'
import { DEMO_FAQ } from './demo-faq'
import { seedDemoMall, seedDemoMemberPoints } from './demo-mall-seed'
import { DEMO_PROFILES, demoLicences } from './demo-profiles'
import type { DemoHours, DemoShop, Localized } from './demo-types'

export const DEMO_ACCOUNTS = {
  member: { email: 'member@siam.demo', password: 'Siam12345', paymentPassword: '123456' },
  merchant: { email: 'merchant@siam.demo', password: 'Siam12345' },
  admin: { email: 'admin@siam.demo', password: 'Siam12345' },
} as const

/**
 * The demo accounts (public passwords) found in this database: production refuses to start on a
 * database that has them (one seeded in demo mode and then switched to production).
 */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email)
  const found = await db.execute<{ email: string }>(sql`
    select email from ${members} where email in ${emails}
    union select email from ${staff} where email in ${emails}`)
  return found.rows.map((row) => row.email)
}

const searchText = (...texts: Localized[]) =>
  texts
    .flatMap((t) => Object.values(t))
    .join(' ')
    .toLowerCase()

/** Inserts rows or, when the id exists, overwrites every other column (the seed is the truth). */
/** Inserts the rows whose id is not there yet; rows already there are left as they are. */
async function insertMissing<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length > 0)
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoNothing()
}

async function upsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return
  const columns = getTableColumns(table)
  const set: Record<string, SQL> = {}
  for (const [property, column] of Object.entries(columns)) {
    if (property !== 'id') set[property] = sql.raw(`excluded."${column.name}"`)
  }
  for (let i = 0; i < rows.length; i += 200) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 200) as never)
      .onConflictDoUpdate({
        target: (columns as unknown as Record<string, never>).id as never,
        set: set as never,
      })
  }
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Opening hours; the "closing soon" demo shop closes about 20 minutes after each start. */
function hoursFor(hours: DemoHours, now: Date): { open: string; close: string }[] {
  if (hours.kind === 'fixed') return hours.spans
  const local = shanghaiDate(now).minutes
  const close = Math.ceil((local + 20) / 5) * 5
  return [{ open: hhmm(close - 8 * 60), close: hhmm(close) }]
}

function shopRow(shop: DemoShop, cityId: string, now: Date): typeof shops.$inferInsert {
  return {
    id: stableId('shop', shop.key),
    key: shop.key,
    cityId,
    name: shop.name,
    type: shop.type,
    cuisine: shop.cuisine,
    tastes: shop.tastes,
    address: shop.address,
    lng: shop.lng,
    lat: shop.lat,
    phone: shop.phone,
    hours: hoursFor(shop.hours, now),
    operating: shop.operating,
    supportsDelivery: shop.supportsDelivery,
    supportsPickup: shop.supportsPickup,
    minimumOrderFen: shop.minimumOrderFen,
    baseDeliveryFeeFen: shop.baseDeliveryFeeFen,
    perKmFeeFen: shop.perKmFeeFen,
    deliveryRangeMeters: shop.deliveryRangeMeters,
    deliverySubsidyFen: shop.deliverySubsidyFen,
    fullReductionTiers: shop.fullReductionTiers,
    rating: shop.rating,
    monthlySales: shop.monthlySales,
    image: `demo/${shop.image}`,
    searchText: `${searchText(shop.name)} ${shop.cuisine} ${shop.type}`,
    deliveryPolygon: DEMO_DELIVERY_AREAS[shop.key] ?? null,
    brand: DEMO_PROFILES[shop.key]?.brand ?? null,
    featured: DEMO_PROFILES[shop.key]?.featured ?? false,
    photos: shop.categories
      .flatMap((c) => c.dishes.slice(0, 1))
      .map((d) => `demo/${d.image}`)
      .slice(0, 4),
    licences: demoLicences(shop),
    whatsApp: DEMO_PROFILES[shop.key]?.whatsApp ?? null,
    weChat: DEMO_PROFILES[shop.key]?.weChat ?? null,
  }
}

/** A featured shop's first dish and the dishes its profile names are featured (issue 15). */
function isFeaturedDish(shopKey: string, dishKey: string, first: boolean): boolean {
  const profile = DEMO_PROFILES[shopKey]
  return (profile?.featuredDishes ?? []).includes(dishKey) || (profile?.featured === true && first)
}

export const BANNERS: { key: string; title: Localized }[] = [
  {
    key: 'welcome',
    title: {
      en: 'Order in your language — we talk to the courier',
      'zh-Hans': '用你的语言点餐，我们帮你联系骑手',
      'zh-Hant': '用你的語言點餐，我們幫你聯繫騎手',
      ja: 'あなたの言語で注文、配達員との連絡はお任せ',
      ko: '내 언어로 주문하고, 배달원 연락은 저희가',
      ru: 'Заказывайте на своём языке — с курьером говорим мы',
      ur: 'اپنی زبان میں آرڈر کریں — کوریئر سے بات ہم کریں گے',
      ar: 'اطلب بلغتك — ونحن نتحدث مع المندوب',
      fr: 'Commandez dans votre langue — nous parlons au livreur',
      de: 'Bestellen Sie in Ihrer Sprache — wir sprechen mit dem Kurier',
      es: 'Pide en tu idioma: nosotros hablamos con el repartidor',
    },
  },
  {
    key: 'halal',
    title: {
      en: 'Halal kitchens near you',
      'zh-Hans': '附近的清真餐厅',
      'zh-Hant': '附近的清真餐廳',
      ja: '近くのハラール料理店',
      ko: '가까운 할랄 식당',
      ru: 'Халяльные кухни рядом с вами',
      ur: 'آپ کے قریب حلال کھانے',
      ar: 'مطابخ حلال بالقرب منك',
      fr: 'Cuisines halal près de chez vous',
      de: 'Halal-Küchen in Ihrer Nähe',
      es: 'Cocinas halal cerca de ti',
    },
  },
  {
    key: 'no-card',
    title: {
      en: 'No Chinese bank card? Pay by card or balance',
      'zh-Hans': '没有中国银行卡？用外卡或余额支付',
      'zh-Hant': '沒有中國銀行卡？用外卡或餘額支付',
      ja: '中国の銀行カードがなくても、カードや残高で支払い',
      ko: '중국 은행 카드가 없어도 카드나 잔액으로 결제',
      ru: 'Нет китайской карты? Платите картой или с баланса',
      ur: 'چینی بینک کارڈ نہیں؟ کارڈ یا بیلنس سے ادائیگی کریں',
      ar: 'لا تملك بطاقة مصرفية صينية؟ ادفع بالبطاقة أو بالرصيد',
      fr: 'Pas de carte bancaire chinoise ? Payez par carte ou solde',
      de: 'Keine chinesische Bankkarte? Zahlen Sie mit Karte oder Guthaben',
      es: '¿Sin tarjeta bancaria china? Paga con tarjeta o saldo',
    },
  },
]

/**
 * Seeds the demo city: shops with menus, banners and the demo accounts (a member with a balance
 * from a seeded recharge, a merchant for the demo shops, a platform admin). Idempotent.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<{ shops: number; dishes: number }> {
  const now = clock.now()
  const cityId = stableId('city', DEMO_CITY.key)
  let dishCount = 0
  await db.transaction(async (tx) => {
    await upsert(tx, cities, [
      {
        id: cityId,
        key: DEMO_CITY.key,
        name: DEMO_CITY.name,
        lng: DEMO_CITY.center.lng,
        lat: DEMO_CITY.center.lat,
      },
    ])
    await upsert(
      tx,
      shops,
      DEMO_SHOPS.map((s) => shopRow(s, cityId, now)),
    )
    const categoryRows: (typeof menuCategories.$inferInsert)[] = []
    const goodsRows: (typeof goods.$inferInsert)[] = []
    const groupRows: (typeof goodsOptionGroups.$inferInsert)[] = []
    const optionRows: (typeof goodsOptions.$inferInsert)[] = []
    for (const shop of DEMO_SHOPS) {
      const shopId = stableId('shop', shop.key)
      shop.categories.forEach((category, ci) => {
        const categoryId = stableId('category', shop.key, category.key)
        categoryRows.push({ id: categoryId, shopId, key: category.key, name: category.name, sort: ci })
        category.dishes.forEach((dish, di) => {
          const goodsId = stableId('goods', shop.key, dish.key)
          dishCount++
          goodsRows.push({
            id: goodsId,
            shopId,
            categoryId,
            key: dish.key,
            name: dish.name,
            description: dish.description,
            priceFen: dish.priceFen,
            packingFeeFen: dish.packingFeeFen,
            soldOut: dish.soldOut,
            image: `demo/${dish.image}`,
            monthlySales: dish.monthlySales,
            sort: ci * 100 + di,
            searchText: searchText(dish.name, dish.description),
            featured: isFeaturedDish(shop.key, dish.key, ci === 0 && di === 0),
            facts: demoDishFacts(shop.key, dish.key),
          })
          dish.optionGroups.forEach((group, gi) => {
            const groupId = stableId('group', shop.key, dish.key, group.key)
            groupRows.push({
              id: groupId,
              goodsId,
              key: group.key,
              name: group.name,
              required: group.required,
              multiple: group.multiple,
              sort: gi,
            })
            group.options.forEach((option, oi) => {
              optionRows.push({
                id: stableId('option', shop.key, dish.key, group.key, option.key),
                groupId,
                key: option.key,
                name: option.name,
                priceFen: option.priceFen,
                sort: oi,
              })
            })
          })
        })
      })
    }
    await upsert(tx, menuCategories, categoryRows)
    await upsert(tx, goods, goodsRows)
    await upsert(tx, goodsOptionGroups, groupRows)
    await upsert(tx, goodsOptions, optionRows)
    // the initial banners only: platform staff edit, unpublish and delete them in the console (issue 14),
    // and a later seed run must not undo that
    await insertMissing(
      tx,
      banners,
      BANNERS.map((b, i) => ({
        id: stableId('banner', b.key),
        type: 'home',
        image: `demo/${DEMO_SHOPS[(i * 7) % DEMO_SHOPS.length]?.image ?? ''}`,
        title: b.title,
        link: `/pages/shop/detail/detail?id=${stableId('shop', DEMO_SHOPS[(i * 7) % DEMO_SHOPS.length]?.key ?? '')}`,
        sort: i,
      })),
    )
    await seedDemoMall(tx, now)
    await upsert(
      tx,
      faqEntries,
      DEMO_FAQ.map((f, i) => ({
        id: stableId('faq', f.key),
        key: f.key,
        question: f.question,
        answer: f.answer,
        sort: i,
      })),
    )
  })
  await seedAccounts(db, now)
  return { shops: DEMO_SHOPS.length, dishes: dishCount }
}

async function seedAccounts(db: Db, now: Date): Promise<void> {
  const { member, merchant, admin } = DEMO_ACCOUNTS
  const memberId = await createMemberWithPassword(
    db,
    { email: member.email, password: member.password, username: 'Demo Member' },
    now,
  )
  const paymentPasswordHash = await hashPassword(member.paymentPassword)
  await db
    .update(members)
    .set({ paymentPasswordHash })
    .where(sql`${members.id} = ${memberId} and ${members.paymentPasswordHash} is null`)
  // The demo balance comes from a recharge like any other (pay 500 get 550), posted once; the
  // recharge itself is on record too, so the records page agrees with the balance (issue 15).
  const rechargeId = stableId('recharge', memberId)
  await db.transaction(async (tx) => {
    await tx
      .insert(recharges)
      .values({
        id: rechargeId,
        rechargeNo: `R${formatOrderNumber(now, 0)}`,
        memberId,
        tierId: 't500',
        payFen: 50_000,
        bonusFen: 5_000,
        status: 'paid',
        payType: 'card',
        createdAt: now,
        paidAt: now,
      })
      .onConflictDoNothing()
    await postTransfer(
      tx,
      {
        idempotencyKey: `seed:recharge:${memberId}`,
        causeType: rechargeCause,
        causeId: rechargeId,
        description: 'Demo recharge 500 yuan',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -50_000 },
          { accountId: memberBalanceAccount(memberId), amountFen: 50_000 },
        ],
      },
      now,
    )
    await postTransfer(
      tx,
      {
        idempotencyKey: `seed:recharge-bonus:${memberId}`,
        causeType: rechargeBonusCause,
        causeId: rechargeId,
        description: 'Recharge bonus 50 yuan',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.promotions, amountFen: -5_000 },
          { accountId: memberBalanceAccount(memberId), amountFen: 5_000 },
        ],
      },
      now,
    )
  })
  // The new-member gift (a delivery coupon and a shop coupon) comes with the member's creation; this
  // also gives it to a demo member created before sign-up did. Stable ids: a re-seed keeps their state.
  await grantNewMemberGift(db, memberId, now)
  await seedDemoMemberPoints(db, memberId, now)
  const shopIds = DEMO_SHOPS.map((s) => stableId('shop', s.key))
  await createStaff(db, {
    email: merchant.email,
    password: merchant.password,
    name: 'Demo Merchant',
    role: 'merchant',
    shopIds,
  })
  const adminId = await createStaff(db, {
    email: admin.email,
    password: admin.password,
    name: 'Platform Admin',
    role: 'platform',
    shopIds: [],
  })
  // A campaign, the draw's prizes and a coupon pack, so the coupon pages have something to show.
  await seedCouponDemo(db, now, adminId)
}
