import { type DishFacts, EARTH_RADIUS_METERS } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  FoldedParams,
  type FoldedPart,
  rowFromJson,
  rowsFromJson,
  runFolded,
  tableSql,
} from '../../db/folded'
import { escapeLike } from '../../db/like'
import { idsOf, isAnyOf, preparedStatement, runNamed } from '../../db/prepared'
import { originalSql, pickSql } from '../../platform/localize'
import { shorterThanTrigram } from './rare-words'
import { closedAt, greatCircleMeters } from './shop-sql'
import type { GoodsCardRow } from './shops.mapper'
import {
  banners,
  cities,
  goods,
  goodsOptionGroups,
  goodsOptions,
  menuCategories,
  shops,
} from './shops.tables'

export type ShopRow = typeof shops.$inferSelect
export type GoodsRow = typeof goods.$inferSelect
export type OptionGroupRow = typeof goodsOptionGroups.$inferSelect
export type OptionRow = typeof goodsOptions.$inferSelect
export type BannerRow = typeof banners.$inferSelect

/** Which dishes a list across shops keeps (goods/list, goods/featuredList). */
export interface GoodsFilter {
  shopIds?: string[]
  shopType?: ShopRow['type']
  keywords?: string
  featured?: boolean
}

/** The filter's tests on the dish itself (its shop, its text, featured). */
function dishConditions(filter: GoodsFilter): SQL | undefined {
  return and(
    filter.shopIds ? inArray(goods.shopId, filter.shopIds) : undefined,
    filter.keywords ? ilike(goods.searchText, `%${escapeLike(filter.keywords.toLowerCase())}%`) : undefined,
    filter.featured ? eq(goods.featured, true) : undefined,
  )
}

/** The filter's tests, the restaurant type (a test on the dish's shop) included. */
function goodsFilterSql(db: Executor, filter: GoodsFilter): SQL | undefined {
  return and(
    dishConditions(filter),
    filter.shopType
      ? inArray(goods.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.type, filter.shopType)))
      : undefined,
  )
}

// The menu page, search and every quote (preview and placement) read these: prepared statements
// (db/prepared.ts), lists of ids as one array parameter so the text stays the same (decisions 0051, 0052).
const shopByIdStatement = preparedStatement('shops_by_id', (x, name) =>
  x
    .select()
    .from(shops)
    .where(eq(shops.id, sql.placeholder('id')))
    .prepare(name),
)
const shopsByIdsStatement = preparedStatement('shops_by_ids', (x, name) =>
  x.select().from(shops).where(isAnyOf(shops.id, 'ids')).prepare(name),
)
const goodsByIdsStatement = preparedStatement('shops_goods_by_ids', (x, name) =>
  x.select().from(goods).where(isAnyOf(goods.id, 'ids')).prepare(name),
)
const optionGroupsStatement = preparedStatement('shops_option_groups', (x, name) =>
  x
    .select()
    .from(goodsOptionGroups)
    .where(isAnyOf(goodsOptionGroups.goodsId, 'goodsIds'))
    .orderBy(asc(goodsOptionGroups.sort))
    .prepare(name),
)
const optionsStatement = preparedStatement('shops_options', (x, name) =>
  x
    .select()
    .from(goodsOptions)
    .where(isAnyOf(goodsOptions.groupId, 'groupIds'))
    .orderBy(asc(goodsOptions.sort))
    .prepare(name),
)
/**
 * The option groups and options of the dishes whose ids `goodsIds` gives (an SQL expression list or
 * subquery), as JSON, each in `sort` order as optionsFor reads them: the parts that menus, quotes and
 * search's dishes fold into their one statement, read back with `optionsFromJson`.
 */
function optionsJsonSql(goodsIds: string): { groups: string; options: string } {
  return {
    groups: `(select json_agg(to_json(o) order by o.sort) from ${tableSql(goodsOptionGroups)} o
     where o.goods_id in (${goodsIds}))`,
    options: `(select json_agg(to_json(x) order by x.sort) from ${tableSql(goodsOptions)} x
     where x.group_id in (select o.id from ${tableSql(goodsOptionGroups)} o where o.goods_id in (${goodsIds})))`,
  }
}

function optionsFromJson(row: { groups: unknown; options: unknown } | undefined) {
  return {
    groups: rowsFromJson(goodsOptionGroups, row?.groups),
    options: rowsFromJson(goodsOptions, row?.options),
  }
}

/** The dish of the outer query: search's dishes read their options one dish at a time. */
const SEARCHED_DISH_OPTIONS = optionsJsonSql('"goods"."id"')

/** What search's dish statements read (decision 0054): a dish's answer, its shop's name, its options. */
const searchedDish = {
  id: goods.id,
  shopId: goods.shopId,
  categoryId: goods.categoryId,
  name: goods.name,
  description: goods.description,
  image: goods.image,
  priceFen: goods.priceFen,
  packingFeeFen: goods.packingFeeFen,
  soldOut: goods.soldOut,
  monthlySales: goods.monthlySales,
  facts: goods.facts,
  shopName: sql<ShopRow['name'] | null>`(select s.name from ${shops} s where s.id = "goods"."shop_id")`,
  groups: sql<unknown>`${sql.raw(SEARCHED_DISH_OPTIONS.groups)}`,
  options: sql<unknown>`${sql.raw(SEARCHED_DISH_OPTIONS.options)}`,
}

/**
 * Search's dishes (decision 0054): the columns a dish's answer reads, its shop's name, and its option
 * groups and options as JSON (each in `sort` order, as optionsFor reads them). The dish's columns are
 * written out qualified in the subqueries: drizzle writes a one-table select's columns unqualified,
 * and an unqualified "id" there is the subquery's own. Not named: a common
 * word is read by a scan that stops at `limit`, a rare one through the trigram index; one plan for
 * every pattern would read one of them the slow way. Rows come in the order the scan gives them, as
 * before.
 */
const searchGoodsStatement = preparedStatement('shops_search_goods', (x) =>
  x
    .select(searchedDish)
    .from(goods)
    .where(ilike(goods.searchText, sql.placeholder('pattern')))
    .limit(sql.placeholder('limit'))
    .prepare(''),
)

/** The pattern, told three times: see searchRareGoodsStatement. */
const RARE_PATTERN = sql.placeholder('pattern')

/**
 * A rare keyword's dishes (decision 0059): the same rows in the same order, named (planned once per
 * connection instead of 0.26-0.33 ms per call). The matches' row addresses are gathered first (an
 * array subquery is planned for all its rows: the trigram index, whatever the pattern) and read by
 * a TID scan, which reads them in the table's order: the order the custom plans' scans give (a
 * bitmap scan or a sequential one from the table's start). Only for keywords in no sampled dish
 * (rare-dishes.ts): a common word would be read whole before the first 30 are taken.
 *
 * The pattern is tested three times: a generic plan estimates an unknown pattern at 0.5% of the
 * dishes (5,000 rows at 1,000,000, cost 13,400), PostgreSQL compared that with the custom plans of
 * rare keywords (one row, ~150) and kept planning every call. Three tests are estimated at about
 * one row, which is what this statement serves: the generic plan is taken after the first five
 * calls. The index extracts the same trigrams thrice (a few microseconds for a rare keyword).
 */
const searchRareGoodsStatement = preparedStatement('shops_search_goods_rare', (x, name) =>
  x
    .select(searchedDish)
    .from(goods)
    .where(
      sql`"goods"."ctid" = any(array(select f.ctid from ${goods} f
        where f.search_text ilike ${RARE_PATTERN} and f.search_text ilike ${RARE_PATTERN}
          and f.search_text ilike ${RARE_PATTERN}))`,
    )
    .limit(sql.placeholder('limit'))
    .prepare(name),
)

/**
 * A rare keyword of one or two characters (decision 0067): no trigram, so the trigram index narrows
 * nothing and a search read every dish (1.6 s at 1,000,000 dishes for a character in none). The
 * dishes holding each of its characters come from the characters' index (`goods_search_chars_idx`,
 * both sides lower-cased by the database), then the pattern is tested on them; matches in the
 * table's order, as the other statements give them.
 */
const searchRareShortGoodsStatement = preparedStatement('shops_search_goods_rare_short', (x, name) =>
  x
    .select(searchedDish)
    .from(goods)
    .where(
      sql`"goods"."ctid" = any(array(select f.ctid from ${goods} f
        where regexp_split_to_array(lower(f.search_text), '')
            @> regexp_split_to_array(lower(${sql.placeholder('keyword')}::text), '')
          and f.search_text ilike ${sql.placeholder('pattern')}))`,
    )
    .limit(sql.placeholder('limit'))
    .prepare(name),
)

/** A dish found by search: what its answer reads, and its shop's name (null: no such shop). */
export type SearchGoodsRow = GoodsCardRow & { shopName: ShopRow['name'] | null }

interface MenuJson {
  categories: unknown
  dishes: unknown
  groups: unknown
  options: unknown
}

const MENU_DISHES = optionsJsonSql(`select id from ${tableSql(goods)} where shop_id = $1`)

/** Each part in the order the separate reads had (by `sort`); no row when the shop does not exist. */
const MENU_TEXT = `select
  (select json_agg(to_json(c) order by c.sort) from ${tableSql(menuCategories)} c where c.shop_id = $1) as categories,
  (select json_agg(to_json(g) order by g.sort) from ${tableSql(goods)} g where g.shop_id = $1) as dishes,
  ${MENU_DISHES.groups} as groups,
  ${MENU_DISHES.options} as options
from ${tableSql(shops)} s where s.id = $1`

/** A localized text column as the answers write it: in the reader's language (`$2`) and in Chinese. */
const texts = (key: string, column: string) =>
  `'${key}', ${pickSql(column, '$2')}, '${key}Zh', ${originalSql(column)}`

/**
 * A shop's menu as the answer's JSON text (`MenuCategory[]`), written by the database in one
 * statement (decision 0064): categories by `sort`, each with its dishes by `sort`, each dish with its
 * option groups and options by `sort` (ties by id), in the reader's language `$2`. The keys and their
 * order are the ones `goodsMapper` writes: the menu's dishes and goods/selectById's are the same
 * objects (a test holds it). The shop's dishes are read once (`d`), their option groups once (`og`).
 * No row when the shop does not exist.
 */
const MENU_ANSWER_TEXT = `with d as (select * from ${tableSql(goods)} where shop_id = $1),
og as (
  select o.goods_id, json_agg(json_build_object('id', o.id, ${texts('name', 'o.name')},
      'required', o.required, 'multiple', o.multiple,
      'options', coalesce((select json_agg(json_build_object('id', x.id, ${texts('name', 'x.name')},
          'priceFen', x.price_fen) order by x.sort, x.id)
        from ${tableSql(goodsOptions)} x where x.group_id = o.id), '[]'))
    order by o.sort, o.id) as groups
  from ${tableSql(goodsOptionGroups)} o where o.goods_id in (select id from d) group by o.goods_id
),
dishes as (
  select d.category_id, json_agg(json_build_object('id', d.id, 'shopId', d.shop_id,
      'categoryId', d.category_id, ${texts('name', 'd.name')}, 'description', ${pickSql('d.description', '$2')},
      'image', d.image, 'priceFen', d.price_fen, 'packingFeeFen', d.packing_fee_fen, 'soldOut', d.sold_out,
      'monthlySales', d.monthly_sales, 'facts', d.facts, 'optionGroups', coalesce(og.groups, '[]'))
    order by d.sort, d.id) as goods
  from d left join og on og.goods_id = d.id group by d.category_id
)
select coalesce((
  select json_agg(json_build_object('id', c.id, ${texts('name', 'c.name')}, 'goods', coalesce(dishes.goods, '[]'))
    order by c.sort, c.id)
  from ${tableSql(menuCategories)} c left join dishes on dishes.category_id = c.id where c.shop_id = $1
), '[]')::text as menu
from ${tableSql(shops)} s where s.id = $1`

interface OrderableJson {
  shop: unknown
  goods: unknown
  groups: unknown
  options: unknown
}

/**
 * What a quote reads, in one statement: the shop, the dishes asked for (of any shop: a dish of
 * another shop is the draft's mistake, reported as such), their option groups and options by `sort`.
 */
const ORDERED_IDS = idsOf('$2')
const ORDERED_DISHES = optionsJsonSql(`select unnest(${ORDERED_IDS})`)
const ORDERABLE_TEXT = `select
  (select to_json(s) from ${tableSql(shops)} s where s.id = $1) as shop,
  (select json_agg(to_json(g)) from ${tableSql(goods)} g where g.id = any(${ORDERED_IDS})) as goods,
  ${ORDERED_DISHES.groups} as groups,
  ${ORDERED_DISHES.options} as options`

export function createShopsRepository() {
  return {
    /** Platform staff's list: every shop, suspended ones included, by a name keyword. */
    async adminPage(
      db: Executor,
      keyword: string | undefined,
      window: { limit: number | null; offset: number },
    ): Promise<{ rows: ShopRow[]; total: number }> {
      const where = keyword ? ilike(shops.searchText, `%${escapeLike(keyword.toLowerCase())}%`) : undefined
      let query = db.select().from(shops).where(where).orderBy(asc(shops.key)).$dynamic()
      if (window.limit !== null) query = query.limit(window.limit)
      const rows = await query.offset(window.offset)
      const [total] = await db.select({ n: count() }).from(shops).where(where)
      return { rows, total: total?.n ?? 0 }
    },
    /** Issue 14: a shop created by platform staff. */
    async insertShop(db: Executor, row: typeof shops.$inferInsert): Promise<ShopRow> {
      const [saved] = await db.insert(shops).values(row).returning()
      if (!saved) throw new Error('insert returned no row')
      return saved
    },
    async allCities(db: Executor) {
      return db.select().from(cities)
    },
    /** Suspends (a reason and time) or reinstates (null) a shop. */
    async setSuspension(
      db: Executor,
      id: string,
      suspension: { at: Date; reason: string } | null,
    ): Promise<ShopRow | undefined> {
      const [row] = await db
        .update(shops)
        .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null })
        .where(eq(shops.id, id))
        .returning()
      return row
    },
    /**
     * `shopById` as a part of another module's folded statement (db/folded.ts; a just-paid order's
     * detail, issue 17): the shop row as JSON, read back with `shopFromJson`.
     */
    shopByIdPart(id: string): FoldedPart {
      return (params) => `select to_json(s) from ${tableSql(shops)} s where s.id = ${params.add(id)}`
    },
    shopFromJson: (json: unknown): ShopRow | undefined => rowFromJson(shops, json),
    async shopById(db: Executor, id: string): Promise<ShopRow | undefined> {
      const [row] = await shopByIdStatement(db).execute({ id })
      return row
    },
    /** Stores a shop's delivery polygon (WGS-84, closed) or null (back to the radius). */
    async setDeliveryPolygon(
      db: Executor,
      id: string,
      polygon: [number, number][] | null,
    ): Promise<ShopRow | undefined> {
      const [row] = await db
        .update(shops)
        .set({ deliveryPolygon: polygon })
        .where(eq(shops.id, id))
        .returning()
      return row
    },
    async shopsByIds(db: Executor, ids: string[]): Promise<ShopRow[]> {
      if (ids.length === 0) return []
      return shopsByIdsStatement(db).execute({ ids })
    },
    /**
     * A shop's whole menu as rows in one statement (decision 0053; the console's menu editor): `found` false when there is no such shop.
     * Five round trips (the shop, categories, dishes, option groups, options) were most of a menu's
     * cost on both sides of the connection.
     */
    async menu(db: Executor, shopId: string) {
      const [row] = await runNamed<MenuJson>(db, 'shops_menu_whole', MENU_TEXT, [shopId])
      return {
        found: row !== undefined,
        categories: rowsFromJson(menuCategories, row?.categories),
        dishes: rowsFromJson(goods, row?.dishes),
        ...optionsFromJson(row),
      }
    },
    /**
     * A shop's menu as its answer's JSON text in the reader's language (decision 0064); undefined
     * when there is no such shop. One statement (five round trips before decision 0053), and the
     * rows are neither decoded nor mapped here: decoding the rows' JSON, mapping them and writing
     * the answer again was most of the server's time per menu.
     */
    async menuAnswer(db: Executor, shopId: string, locale: Locale): Promise<string | undefined> {
      const [row] = await runNamed<{ menu: string }>(db, 'shops_menu_answer', MENU_ANSWER_TEXT, [
        shopId,
        locale,
      ])
      return row?.menu
    },
    /**
     * A shop, dishes by id and their options in one round trip (a preview and a placement each read
     * them: three round trips each before, decision 0053).
     */
    async orderable(db: Executor, shopId: string, goodsIds: string[]) {
      const [row] = await runNamed<OrderableJson>(db, 'shops_orderable', ORDERABLE_TEXT, [shopId, goodsIds])
      return {
        shop: rowFromJson(shops, row?.shop),
        goods: rowsFromJson(goods, row?.goods),
        ...optionsFromJson(row),
      }
    },
    async goodsByIds(db: Executor, ids: string[]): Promise<GoodsRow[]> {
      if (ids.length === 0) return []
      return goodsByIdsStatement(db).execute({ ids })
    },
    async optionsFor(
      db: Executor,
      goodsIds: string[],
    ): Promise<{ groups: OptionGroupRow[]; options: OptionRow[] }> {
      if (goodsIds.length === 0) return { groups: [], options: [] }
      const groups = await optionGroupsStatement(db).execute({ goodsIds })
      const options =
        groups.length === 0 ? [] : await optionsStatement(db).execute({ groupIds: groups.map((g) => g.id) })
      return { groups, options }
    },
    /** The shops of one brand (a chain's branches). */
    async shopsOfBrand(db: Executor, brand: string): Promise<ShopRow[]> {
      return db
        .select()
        .from(shops)
        .where(and(eq(shops.brand, brand), isNull(shops.suspendedAt)))
    },
    /**
     * At most `limit` dishes the filter keeps, in no order: whether a filter keeps few dishes (all
     * of them, ordered by the caller) or many (paged by goodsPageIds), told without reading a
     * common word's 100,000 dishes (decision 0066).
     */
    async goodsUpTo(db: Executor, filter: GoodsFilter, limit: number): Promise<GoodsRow[]> {
      if (filter.shopIds?.length === 0) return []
      return db.select().from(goods).where(goodsFilterSql(db, filter)).limit(limit)
    },
    /**
     * How many dishes the filter keeps in shops that are not suspended, counted up to `cap` (what a
     * list can page through; a common word's 100,000 dishes are not counted one by one).
     */
    async countGoodsUpTo(db: Executor, filter: GoodsFilter, cap: number): Promise<number> {
      const kept = db
        .select({ one: sql`1` })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(and(goodsFilterSql(db, filter), isNull(shops.suspendedAt)))
        .limit(cap)
        .as('kept')
      const [row] = await db.select({ n: count() }).from(kept)
      return Number(row?.n ?? 0)
    },
    /**
     * One page of a filter keeping many dishes, in list order (open shops first, then the nearest
     * shop, then the shop's best sellers, then id), and how many dishes the list holds. The list is
     * the dishes of the `shopsScanned` shops nearest the origin (in the point index's planar order),
     * or best selling without one: a page's work is bounded whatever the keyword (decision 0066).
     * Each shop's dishes are read once, by its id.
     */
    async goodsPageIds(
      db: Executor,
      q: {
        origin: { lng: number; lat: number } | null
        filter: GoodsFilter
        minuteOfWeek: number
        shopsScanned: number
        limit: number
        offset: number
      },
    ): Promise<{ ids: string[]; total: number }> {
      const { origin, filter } = q
      const p = new FoldedParams()
      // the given shops are the ones scanned, wherever they are
      const shopIds = filter.shopIds ? p.add(filter.shopIds) : null
      const dish = [
        shopIds ? `g.shop_id = any(${shopIds}::text[])` : null,
        filter.keywords
          ? `g.search_text ilike ${p.add(`%${escapeLike(filter.keywords.toLowerCase())}%`)}`
          : null,
        filter.featured ? 'g.featured' : null,
      ].filter(Boolean)
      const minute = p.add(q.minuteOfWeek)
      const here = origin ? { lng: p.add(origin.lng), lat: p.add(origin.lat) } : null
      // the scanned shop's columns, as the statement names them (alias s)
      const shop = { lng: 's.lng', lat: 's.lat', operating: 's.operating', openWeek: 's.open_week' }
      const meters = here
        ? greatCircleMeters(String.raw, shop, here, p.add(EARTH_RADIUS_METERS))
        : '0::float8'
      const order = here
        ? `point(s.lng, s.lat) <-> point(${here.lng}::float8, ${here.lat}::float8)`
        : 's.monthly_sales desc nulls last, s.id'
      // One row whatever the page: the list's total beside the page's ids (empty past the end).
      const text = `with listed as (
          select d.id, near.closed, near.meters, d.sales from (
            select s.id, ${meters} as meters,
              ${closedAt(String.raw, shop, minute)} as closed,
              m.ids, m.sales
            from (select * from shops s
              where s.suspended_at is null${filter.shopType ? ` and s.type = ${p.add(filter.shopType)}` : ''}${
                shopIds ? ` and s.id = any(${shopIds}::text[])` : ''
              }
              order by ${order} limit ${p.add(q.shopsScanned)}) s
            cross join lateral (
              select array_agg(g.id) as ids, array_agg(g.monthly_sales) as sales from goods g
              where g.shop_id = s.id${dish.map((c) => ` and ${c}`).join('')}) m
            where m.ids is not null) near
          cross join lateral unnest(near.ids, near.sales) as d(id, sales))
        select (select count(*) from listed)::int as total,
          coalesce((select array_agg(x.id order by x.closed, x.meters, x.sales desc, x.id) from (
            select * from listed order by closed, meters, sales desc, id
            limit ${p.add(q.limit)} offset ${p.add(q.offset)}) x), '{}') as ids`
      const [row] = await runFolded<{ ids: string[]; total: number }>(db, text, p)
      return { ids: row?.ids ?? [], total: row?.total ?? 0 }
    },
    /**
     * Up to `limit` dishes whose text holds the keywords, each with its shop's name and its option
     * groups and options, in one statement (decision 0054: the dishes, their option groups, their
     * options and their shops were four round trips, the shops read whole for a name).
     */
    async searchGoods(
      db: Executor,
      keywords: string,
      limit: number,
      /** in few dishes (rare-dishes.ts): read by the named statement; the same rows either way */
      rare = false,
    ): Promise<{ rows: SearchGoodsRow[]; groups: OptionGroupRow[]; options: OptionRow[] }> {
      const lower = keywords.toLowerCase()
      const short = shorterThanTrigram(lower)
      const statement = !rare
        ? searchGoodsStatement
        : short
          ? searchRareShortGoodsStatement
          : searchRareGoodsStatement
      const found = await statement(db).execute({
        pattern: `%${escapeLike(lower)}%`,
        limit,
        // the characters as the index holds them: lower-cased by the database, not here
        ...(rare && short ? { keyword: keywords } : {}),
      })
      const options = found.map(optionsFromJson)
      return {
        rows: found.map(({ groups: _g, options: _o, ...row }) => row),
        groups: options.flatMap((o) => o.groups),
        options: options.flatMap((o) => o.options),
      }
    },
    /**
     * About `size` random dishes' search texts, what rare-dishes.ts tells a rare keyword by (each
     * dish drawn with the same chance; read every few minutes per process, ~0.15 s at 1,000,000).
     */
    async dishSample(db: Executor, size: number): Promise<string[]> {
      const rows = await db.execute<{ text: string }>(
        sql`select search_text as text from ${goods} tablesample bernoulli ((
              select least(100, 100.0 * ${size}::int / greatest(reltuples, ${size}::int))
              from pg_class where oid = 'goods'::regclass)::float4)
            limit ${2 * size}::int`,
      )
      return rows.rows.map((r) => r.text)
    },
    /**
     * Locks the shop row until the transaction ends (the reviews of one shop are written one
     * after the other); false when there is no such shop.
     */
    async lockShop(db: Executor, shopId: string): Promise<boolean> {
      const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update')
      return rows.length > 0
    },
    /** The shop's review count and rating (tenths of a star; null keeps the seeded rating). */
    async setReviewStats(db: Executor, shopId: string, reviewCount: number, ratingTenths: number | null) {
      await db
        .update(shops)
        .set({ reviewCount, rating: ratingTenths ?? sql`${shops.rating}` })
        .where(eq(shops.id, shopId))
    },
    /** Issue 14: one dish's facts; undefined when there is no such dish. */
    async setGoodsFacts(db: Executor, goodsId: string, facts: DishFacts): Promise<GoodsRow | undefined> {
      const [row] = await db.update(goods).set({ facts }).where(eq(goods.id, goodsId)).returning()
      return row
    },
    /** The customer app's banners of one place: the published ones, in order. */
    async banners(db: Executor, type: string) {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.type, type), eq(banners.published, true)))
        .orderBy(asc(banners.sort), asc(banners.id))
    },
    /** Issue 14: every banner for the console, by place then order. */
    async allBanners(db: Executor): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.type), asc(banners.sort), asc(banners.id))
    },
    async bannerById(db: Executor, id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id))
      return row
    },
    async insertBanner(db: Executor, row: typeof banners.$inferInsert): Promise<BannerRow> {
      const [saved] = await db.insert(banners).values(row).returning()
      if (!saved) throw new Error('insert returned no row')
      return saved
    },
    async updateBanner(
      db: Executor,
      id: string,
      patch: Partial<typeof banners.$inferInsert>,
    ): Promise<BannerRow | undefined> {
      const [saved] = await db.update(banners).set(patch).where(eq(banners.id, id)).returning()
      return saved
    },
    async deleteBanner(db: Executor, id: string): Promise<BannerRow | undefined> {
      const [gone] = await db.delete(banners).where(eq(banners.id, id)).returning()
      return gone
    },
  }
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>
