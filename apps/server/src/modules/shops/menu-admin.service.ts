import type {
  AdminCategory,
  AdminGoods,
  AdminMenu,
  MerchantShop,
  menuAdminCalls,
  shopAdminCalls,
} from '@siam/contracts'
import { isValidSpan } from '@siam/domain'
import { LOCALE_CODES, type Locale } from '@siam/i18n'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { audit } from '../audit'
import { requireOwnedUploads } from '../uploads'
import type { CategoryRow, MenuAdminRepository, OptionGroupWrite } from './menu-admin.repository'
import type { GoodsRow, OptionGroupRow, OptionRow, ShopRow, ShopsRepository } from './shops.repository'

/** Inputs as the handlers get them: parsed, defaults applied. */
type Parsed<C extends { input: z.ZodType }> = z.output<C['input']>
type GoodsSave = Parsed<typeof menuAdminCalls.goodsSave>
type ShopUpdate = Parsed<typeof shopAdminCalls.update>
type Texts = Record<string, string>

export interface MenuAdminDeps {
  db: Db
  repo: MenuAdminRepository
  shops: ShopsRepository
  /** stamps the audit rows of price and fee changes */
  clock: Clock
  /** Browsing reads shops through a cache: every edit refreshes that shop there. */
  invalidateShop(shopId: string): void
}

/** The texts kept: trimmed, empty ones dropped (an empty translation is a missing one). */
function texts(input: Partial<Record<string, string | undefined>>): Texts {
  return Object.fromEntries(
    Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  )
}
const missingLocales = (name: Texts): Locale[] => LOCALE_CODES.filter((code) => !name[code])

/** The same list in another order: every id once, nothing else. */
function isPermutation(ids: string[], existing: string[]): boolean {
  return (
    ids.length === existing.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => existing.includes(id))
  )
}

function toAdminGoods(row: GoodsRow, groups: OptionGroupRow[], options: OptionRow[]): AdminGoods {
  return {
    id: row.id,
    shopId: row.shopId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    missingLocales: missingLocales(row.name),
    priceFen: row.priceFen,
    packingFeeFen: row.packingFeeFen,
    image: row.image,
    photos: row.photos,
    soldOut: row.soldOut,
    availableHours: row.availableHours,
    facts: row.facts ?? null,
    sort: row.sort,
    version: row.version,
    optionGroups: groups
      .filter((g) => g.goodsId === row.id)
      .map((g) => {
        const choices = options.filter((o) => o.groupId === g.id)
        return {
          id: g.id,
          name: g.name,
          required: g.required,
          multiple: g.multiple,
          // Groups from before the editor have only required / multiple: read them as min / max.
          minChoices: Math.max(g.minChoices, g.required ? 1 : 0),
          maxChoices: g.maxChoices ?? (g.multiple ? choices.length : 1),
          options: choices.map((o) => ({ id: o.id, name: o.name, priceFen: o.priceFen })),
        }
      }),
  }
}

function toMerchantShop(shop: ShopRow): MerchantShop {
  return {
    id: shop.id,
    name: shop.name,
    missingLocales: missingLocales(shop.name),
    address: shop.address,
    type: shop.type,
    cuisine: shop.cuisine,
    lng: shop.lng,
    lat: shop.lat,
    phone: shop.phone,
    whatsApp: shop.whatsApp,
    weChat: shop.weChat,
    image: shop.image,
    photos: shop.photos,
    hours: shop.hours,
    operating: shop.operating,
    supportsDelivery: shop.supportsDelivery,
    supportsPickup: shop.supportsPickup,
    minimumOrderFen: shop.minimumOrderFen,
    baseDeliveryFeeFen: shop.baseDeliveryFeeFen,
    perKmFeeFen: shop.perKmFeeFen,
    deliverySubsidyFen: shop.deliverySubsidyFen,
    deliveryRangeMeters: shop.deliveryRangeMeters,
    fullReductionTiers: shop.fullReductionTiers,
  }
}

/** Tiers by threshold, each threshold once and each reduction above 0 and below its threshold. */
/** A shop's fee fields: a change to any of them is audited. */
const SHOP_MONEY_FIELDS = [
  'minimumOrderFen',
  'baseDeliveryFeeFen',
  'perKmFeeFen',
  'deliverySubsidyFen',
] as const

/** The money a dish costs, as its audit rows keep it. */
const pricesOf = (row: GoodsRow) => ({ priceFen: row.priceFen, packingFeeFen: row.packingFeeFen })

function checkedTiers(tiers: ShopUpdate['fullReductionTiers']) {
  const sorted = [...tiers].sort((a, b) => a.thresholdFen - b.thresholdFen)
  const ok = sorted.every(
    (t, i) =>
      t.reductionFen > 0 &&
      t.reductionFen < t.thresholdFen &&
      (i === 0 || (sorted[i - 1]?.thresholdFen ?? 0) < t.thresholdFen),
  )
  if (!ok) fail('SHOP_TIERS_INVALID')
  return sorted
}

/**
 * The merchant's menu and shop editing (issue 14). Merchants reach their own shops only (another
 * shop is SHOP_NOT_FOUND, as everywhere in the console), platform staff every shop.
 */
export function createMenuAdminService(deps: MenuAdminDeps) {
  const { db, repo, shops, clock } = deps

  async function visibleShop(staff: StaffActor, shopId: string): Promise<ShopRow> {
    const shop = seesShop(staff, shopId) ? await shops.shopById(db, shopId) : undefined
    if (!shop) fail('SHOP_NOT_FOUND')
    return shop
  }

  /**
   * Photos new to the shop must be the staff member's own uploads (no one else's files, no outside
   * addresses); a picture the shop already shows (its own, or a dish's) may be used again.
   */
  async function requireNewPhotosOwned(staff: StaffActor, shop: ShopRow, urls: string[]) {
    const { dishes } = await shops.menu(db, shop.id)
    const inShop = new Set([shop.image, ...shop.photos, ...dishes.flatMap((d) => [d.image, ...d.photos])])
    const fresh = urls.filter((u) => !inShop.has(u))
    if (fresh.length > 0) await requireOwnedUploads(db, staff.staffId, fresh, 'staff')
  }

  async function categoryOf(shopId: string, id: string): Promise<CategoryRow> {
    const row = await repo.categoryById(db, shopId, id)
    if (!row) fail('CATEGORY_NOT_FOUND')
    return row
  }

  async function goodsView(shopId: string, id: string): Promise<AdminGoods> {
    const [row] = await repo.goodsOfShop(db, shopId, [id])
    if (!row) fail('GOODS_NOT_FOUND')
    const { groups, options } = await shops.optionsFor(db, [id])
    return toAdminGoods(row, groups, options)
  }

  /** The option groups to store: min <= max <= number of options; ids kept only if they were this dish's. */
  function optionGroupsToWrite(
    input: GoodsSave['optionGroups'],
    existing: { groups: OptionGroupRow[]; options: OptionRow[] },
  ): OptionGroupWrite[] {
    const groupIds = new Set(existing.groups.map((g) => g.id))
    const optionIds = new Set(existing.options.map((o) => o.id))
    const used = new Set<string>()
    const keep = (id: string | undefined, known: Set<string>) => {
      const chosen = id && known.has(id) && !used.has(id) ? id : newId()
      used.add(chosen)
      return chosen
    }
    return input.map((group) => {
      if (group.minChoices > group.maxChoices || group.maxChoices > group.options.length)
        fail('OPTION_GROUP_INVALID')
      return {
        id: keep(group.id, groupIds),
        name: texts(group.name),
        required: group.minChoices >= 1,
        multiple: group.maxChoices > 1,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        options: group.options.map((o) => ({
          id: keep(o.id, optionIds),
          name: texts(o.name),
          priceFen: o.priceFen,
        })),
      }
    })
  }

  return {
    async menu(staff: StaffActor, shopId: string): Promise<AdminMenu> {
      await visibleShop(staff, shopId)
      const categories = await repo.categoriesOf(db, shopId)
      const { dishes, groups, options } = await shops.menu(db, shopId)
      return {
        shopId,
        categories: categories.map(
          (c): AdminCategory => ({
            id: c.id,
            name: c.name,
            missingLocales: missingLocales(c.name),
            sort: c.sort,
            goods: dishes.filter((d) => d.categoryId === c.id).map((d) => toAdminGoods(d, groups, options)),
          }),
        ),
      }
    },

    async saveCategory(staff: StaffActor, input: Parsed<typeof menuAdminCalls.categorySave>) {
      await visibleShop(staff, input.shopId)
      const name = texts(input.name)
      const row = input.id
        ? await repo.renameCategory(db, input.shopId, input.id, name)
        : await repo.insertCategory(db, { id: newId(), shopId: input.shopId, name })
      if (!row) fail('CATEGORY_NOT_FOUND')
      deps.invalidateShop(input.shopId)
      const view = (await this.menu(staff, input.shopId)).categories.find((c) => c.id === row.id)
      if (!view) fail('CATEGORY_NOT_FOUND')
      return view
    },

    async deleteCategory(staff: StaffActor, shopId: string, id: string) {
      await visibleShop(staff, shopId)
      await db.transaction(async (tx) => {
        if (!(await repo.categoryById(tx, shopId, id))) fail('CATEGORY_NOT_FOUND')
        if ((await repo.goodsCountIn(tx, id)) > 0) fail('CATEGORY_NOT_EMPTY')
        await repo.deleteCategory(tx, shopId, id)
      })
      deps.invalidateShop(shopId)
      return {}
    },

    async reorderCategories(staff: StaffActor, shopId: string, ids: string[]) {
      await visibleShop(staff, shopId)
      await db.transaction(async (tx) => {
        const existing = (await repo.categoriesOf(tx, shopId)).map((c) => c.id)
        if (!isPermutation(ids, existing)) fail('MENU_ORDER_INVALID')
        await repo.sortCategories(tx, shopId, ids)
      })
      deps.invalidateShop(shopId)
      return {}
    },

    async reorderGoods(staff: StaffActor, shopId: string, categoryId: string, ids: string[]) {
      await visibleShop(staff, shopId)
      await categoryOf(shopId, categoryId)
      await db.transaction(async (tx) => {
        if (!isPermutation(ids, await repo.goodsIdsIn(tx, shopId, categoryId))) fail('MENU_ORDER_INVALID')
        await repo.sortGoods(tx, shopId, ids)
      })
      deps.invalidateShop(shopId)
      return {}
    },

    /**
     * Creates or updates a dish. An update is applied only at the version the editor started from
     * (`UPDATE ... WHERE version = $v`): the later of two concurrent saves gets MENU_VERSION_CONFLICT
     * instead of silently undoing the earlier one (decision 0039).
     */
    async saveGoods(staff: StaffActor, input: GoodsSave): Promise<AdminGoods> {
      const shop = await visibleShop(staff, input.shopId)
      await categoryOf(input.shopId, input.categoryId)
      await requireNewPhotosOwned(staff, shop, [input.image, ...input.photos])
      if (input.availableHours.some((span) => !isValidSpan(span))) fail('SHOP_HOURS_INVALID')
      const fields = {
        categoryId: input.categoryId,
        name: texts(input.name),
        description: texts(input.description),
        priceFen: input.priceFen,
        packingFeeFen: input.packingFeeFen,
        image: input.image,
        photos: input.photos,
        soldOut: input.soldOut,
        availableHours: input.availableHours,
        searchText: [...Object.values(texts(input.name)), ...Object.values(texts(input.description))]
          .join(' ')
          .toLowerCase(),
      }
      const { id, version } = input
      if (id === undefined) {
        const groups = optionGroupsToWrite(input.optionGroups, { groups: [], options: [] })
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insertGoods(tx, { id: newId(), shopId: input.shopId, ...fields })
          await repo.replaceOptionGroups(tx, inserted.id, groups)
          await audit.record(tx, {
            actor: staff,
            action: 'goods.price_set',
            subject: `goods:${inserted.id}`,
            before: null,
            after: { shopId: input.shopId, ...pricesOf(inserted) },
            at: clock.now(),
          })
          return inserted
        })
        deps.invalidateShop(input.shopId)
        return goodsView(input.shopId, row.id)
      }
      if (version === undefined) fail('MENU_VERSION_CONFLICT')
      const [before] = await repo.goodsOfShop(db, input.shopId, [id])
      if (!before) fail('GOODS_NOT_FOUND')
      const groups = optionGroupsToWrite(input.optionGroups, await shops.optionsFor(db, [id]))
      await db.transaction(async (tx) => {
        const row = await repo.updateGoodsAt(tx, input.shopId, id, version, fields)
        if (!row) {
          const [still] = await repo.goodsOfShop(tx, input.shopId, [id])
          fail(still ? 'MENU_VERSION_CONFLICT' : 'GOODS_NOT_FOUND')
        }
        await repo.replaceOptionGroups(tx, id, groups)
        // Price changes are money-relevant: the audit log keeps who changed what, with the change.
        if (before.priceFen !== row.priceFen || before.packingFeeFen !== row.packingFeeFen) {
          await audit.record(tx, {
            actor: staff,
            action: 'goods.price_change',
            subject: `goods:${id}`,
            before: { shopId: input.shopId, ...pricesOf(before) },
            after: { shopId: input.shopId, ...pricesOf(row) },
            at: clock.now(),
          })
        }
        return row
      })
      deps.invalidateShop(input.shopId)
      return goodsView(input.shopId, id)
    },

    async deleteGoods(staff: StaffActor, shopId: string, id: string) {
      await visibleShop(staff, shopId)
      const deleted = await db.transaction((tx) => repo.deleteGoods(tx, shopId, id))
      if (!deleted) fail('GOODS_NOT_FOUND')
      deps.invalidateShop(shopId)
      return {}
    },

    /** Bulk sold out / back in stock; every id must be a dish of the shop, else nothing changes. */
    async setSoldOut(staff: StaffActor, shopId: string, ids: string[], soldOut: boolean) {
      await visibleShop(staff, shopId)
      const unique = [...new Set(ids)]
      const updated = await db.transaction(async (tx) => {
        if ((await repo.goodsOfShop(tx, shopId, unique)).length !== unique.length) fail('GOODS_NOT_FOUND')
        return repo.setSoldOut(tx, shopId, unique, soldOut)
      })
      deps.invalidateShop(shopId)
      return { updated }
    },

    async shopDetail(staff: StaffActor, shopId: string): Promise<MerchantShop> {
      return toMerchantShop(await visibleShop(staff, shopId))
    },

    async updateShop(staff: StaffActor, input: ShopUpdate): Promise<MerchantShop> {
      const before = await visibleShop(staff, input.shopId)
      const tiers = checkedTiers(input.fullReductionTiers)
      await requireNewPhotosOwned(staff, before, [input.image, ...input.photos])
      const name = texts(input.name)
      const row = await db.transaction(async (tx) => {
        const saved = await repo.updateShop(tx, input.shopId, {
          name,
          address: texts(input.address),
          type: input.type,
          cuisine: input.cuisine,
          lng: input.lng,
          lat: input.lat,
          phone: input.phone,
          whatsApp: input.whatsApp,
          weChat: input.weChat,
          image: input.image,
          photos: input.photos,
          supportsDelivery: input.supportsDelivery,
          supportsPickup: input.supportsPickup,
          minimumOrderFen: input.minimumOrderFen,
          baseDeliveryFeeFen: input.baseDeliveryFeeFen,
          perKmFeeFen: input.perKmFeeFen,
          deliverySubsidyFen: input.deliverySubsidyFen,
          fullReductionTiers: tiers,
          searchText: `${Object.values(name).join(' ').toLowerCase()} ${input.cuisine} ${input.type}`,
        })
        if (!saved) fail('SHOP_NOT_FOUND')
        const changed = SHOP_MONEY_FIELDS.filter((f) => before[f] !== saved[f])
        const tiersChanged =
          JSON.stringify(before.fullReductionTiers) !== JSON.stringify(saved.fullReductionTiers)
        if (changed.length > 0 || tiersChanged) {
          // fees and tiers are money-relevant: the audit row keeps who changed them, from what to what
          const money = (shop: ShopRow) => ({
            ...Object.fromEntries(changed.map((f) => [f, shop[f]])),
            ...(tiersChanged ? { fullReductionTiers: shop.fullReductionTiers } : {}),
          })
          await audit.record(tx, {
            actor: staff,
            action: 'shop.fees_change',
            subject: `shop:${saved.id}`,
            before: money(before),
            after: money(saved),
            at: clock.now(),
          })
        }
        return saved
      })
      deps.invalidateShop(row.id)
      return toMerchantShop(row)
    },

    async setHours(staff: StaffActor, shopId: string, hours: Parsed<typeof shopAdminCalls.hours>['hours']) {
      await visibleShop(staff, shopId)
      if (hours.some((span) => !isValidSpan(span))) fail('SHOP_HOURS_INVALID')
      const row = await repo.updateShop(db, shopId, { hours })
      if (!row) fail('SHOP_NOT_FOUND')
      deps.invalidateShop(shopId)
      return toMerchantShop(row)
    },

    async setOperating(staff: StaffActor, shopId: string, operating: boolean) {
      await visibleShop(staff, shopId)
      const row = await repo.updateShop(db, shopId, { operating })
      if (!row) fail('SHOP_NOT_FOUND')
      deps.invalidateShop(shopId)
      return toMerchantShop(row)
    },
  }
}
