import type { AdminShop } from '@siam/contracts'
import { haversineMeters, parsePosition } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { filledTexts, original, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import { audit } from '../audit'
import type { ShopRow, ShopsRepository } from './shops.repository'

/**
 * Platform staff's shop calls (issue 14): the list with suspended shops, and suspending or
 * reinstating one. A suspension writes its audit row in the same transaction and drops the
 * catalogue cache, so the customer lists of this process stop showing the shop at once (other
 * processes within the catalogue's TTL); order placement reads the row itself and refuses.
 */
export function createShopsAdmin(deps: {
  db: Db
  clock: Clock
  repo: ShopsRepository
  /** browsing sees the change at once (the shops service's one invalidation call) */
  invalidateShop: (shopId: string) => void
}) {
  const { db, clock, repo } = deps

  async function setSuspension(
    actor: StaffActor,
    id: string,
    reason: string | null,
    locale: Locale,
  ): Promise<AdminShop> {
    const now = clock.now()
    const row = await db.transaction(async (tx) => {
      const before = await repo.shopById(tx, id)
      if (!before) fail('SHOP_NOT_FOUND')
      const after = await repo.setSuspension(tx, id, reason === null ? null : { at: now, reason })
      if (!after) fail('SHOP_NOT_FOUND')
      await audit.record(tx, {
        actor,
        action: reason === null ? 'shop.reinstate' : 'shop.suspend',
        subject: `shop:${id}`,
        before: { suspended: before.suspendedAt !== null, reason: before.suspendedReason },
        after: { suspended: reason !== null, reason },
        at: now,
      })
      return after
    })
    deps.invalidateShop(id)
    return adminShopFrom(row, locale)
  }

  return {
    /**
     * A new shop in the city nearest its position. It starts not operating, with no hours, tiers or
     * photo: its merchant completes the profile and menu, then opens it.
     */
    async create(actor: StaffActor, input: NewShop, locale: Locale): Promise<AdminShop> {
      const position = parsePosition(input.position)
      if (!position) fail('VALIDATION_FAILED', { fields: 'position' })
      const city = nearest(await repo.allCities(db), position)
      if (!city) fail('VALIDATION_FAILED', { fields: 'position' })
      const id = newId()
      const now = clock.now()
      const name = filledTexts(input.name)
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertShop(tx, {
          id,
          key: `shop-${id}`,
          cityId: city.id,
          name,
          type: input.type,
          cuisine: input.cuisine,
          tastes: [],
          address: filledTexts(input.address),
          lng: position.lng,
          lat: position.lat,
          phone: input.phone,
          hours: [],
          operating: false,
          fullReductionTiers: [],
          image: '',
          searchText: `${Object.values(name).join(' ').toLowerCase()} ${input.cuisine} ${input.type}`,
          createdAt: now,
        })
        await audit.record(tx, {
          actor,
          action: 'shop.create',
          subject: `shop:${id}`,
          before: null,
          after: { name: original(name), type: input.type, cuisine: input.cuisine },
          at: now,
        })
        return saved
      })
      deps.invalidateShop(row.id)
      return adminShopFrom(row, locale)
    },
    async list(input: { pageNo: number; pageSize: number; keyword?: string | undefined }, locale: Locale) {
      const { rows, total } = await repo.adminPage(
        db,
        input.keyword || undefined,
        pageWindow(input.pageNo, input.pageSize),
      )
      return { total, records: rows.map((r) => adminShopFrom(r, locale)) }
    },
    suspend: (actor: StaffActor, id: string, reason: string, locale: Locale) =>
      setSuspension(actor, id, reason, locale),
    reinstate: (actor: StaffActor, id: string, locale: Locale) => setSuspension(actor, id, null, locale),
  }
}

export interface NewShop {
  name: Record<string, string>
  type: ShopRow['type']
  cuisine: string
  address: Record<string, string>
  position: string
  phone: string
}

function nearest<C extends { lng: number; lat: number }>(
  cities: C[],
  p: { lng: number; lat: number },
): C | undefined {
  return cities.map((c) => ({ c, d: haversineMeters(c, p) })).sort((a, b) => a.d - b.d)[0]?.c
}

function adminShopFrom(row: ShopRow, locale: Locale): AdminShop {
  return {
    id: row.id,
    name: pick(row.name, locale),
    cuisine: row.cuisine,
    operating: row.operating,
    suspended: row.suspendedAt !== null,
    suspendedReason: row.suspendedReason,
  }
}
