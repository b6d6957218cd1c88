import type { AdminMallGoodsInput } from '@siam/contracts'
import { isValidMallPrice } from '@siam/domain'
import type { z } from 'zod'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import type { MallDeps } from './mall.deps'
import { type MallGoodsRow, mallRepository as repo } from './mall.repository'

type GoodsInput = z.output<typeof AdminMallGoodsInput>

function toAdminGoods(row: MallGoodsRow) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    names: row.names,
    descriptions: row.descriptions,
    photos: row.photos,
    specs: row.specs,
    points: row.points,
    cashFen: row.cashFen,
    stock: row.stock,
    recommended: row.recommended,
    enabled: row.enabled,
    sort: row.sort,
    sold: row.sold,
  }
}

export async function adminGoodsList(deps: MallDeps, pageNo: number, pageSize: number) {
  const { rows, total } = await repo.allGoods(deps.db, pageWindow(pageNo, pageSize))
  return { records: rows.map(toAdminGoods), total }
}

/** Creates or updates goods; a new price applies to orders placed from now on (orders keep theirs). */
export async function adminSaveGoods(deps: MallDeps, input: GoodsInput) {
  if (!(await repo.categoryById(deps.db, input.categoryId))) fail('MALL_CATEGORY_NOT_FOUND')
  if (!isValidMallPrice(input)) fail('VALIDATION_FAILED', { fields: 'points' })
  if (input.id && !(await liveGoods(deps, input.id))) fail('MALL_GOODS_NOT_FOUND')
  const row = await repo.saveGoods(deps.db, {
    id: input.id ?? newId(),
    categoryId: input.categoryId,
    names: input.names,
    descriptions: input.descriptions,
    photos: input.photos,
    specs: input.specs,
    points: input.points,
    cashFen: input.cashFen,
    stock: input.stock,
    recommended: input.recommended,
    enabled: input.enabled,
    sort: input.sort,
    createdAt: deps.clock.now(),
  })
  return toAdminGoods(row)
}

export async function adminCategories(deps: MallDeps) {
  const rows = await repo.categories(deps.db)
  return { records: rows.map((c) => ({ id: c.id, names: c.names, sort: c.sort })) }
}

export async function adminSaveCategory(
  deps: MallDeps,
  input: { id?: string | undefined; names: Record<string, string>; sort: number },
) {
  if (input.id && !(await repo.categoryById(deps.db, input.id))) fail('MALL_CATEGORY_NOT_FOUND')
  const id = input.id ?? newId()
  await repo.saveCategory(deps.db, { id, names: input.names, sort: input.sort, createdAt: deps.clock.now() })
  return { id }
}

export async function adminBanners(deps: MallDeps) {
  const rows = await repo.banners(deps.db, false)
  return {
    records: rows.map((b) => ({
      id: b.id,
      image: b.image,
      goodsId: b.goodsId,
      sort: b.sort,
      enabled: b.enabled,
    })),
  }
}

export async function adminSaveBanner(
  deps: MallDeps,
  input: { id?: string | undefined; image: string; goodsId: string | null; sort: number; enabled: boolean },
) {
  if (input.goodsId && !(await liveGoods(deps, input.goodsId))) fail('MALL_GOODS_NOT_FOUND')
  const id = input.id ?? newId()
  await repo.saveBanner(deps.db, { ...input, id, createdAt: deps.clock.now() })
  return { id }
}

/** A goods item the console may still edit or link to (a retired one is not found). */
async function liveGoods(deps: MallDeps, id: string) {
  const row = await repo.goodsById(deps.db, id)
  return row && !row.retiredAt ? row : undefined
}

/**
 * admin/pointsMall/goods/delete: deleted for good when no order bought it; otherwise retired
 * (hidden from the shop and the console, kept so the orders that name it still read). Either way
 * carts lose it and banners stop linking to it.
 */
export async function adminDeleteGoods(deps: MallDeps, id: string) {
  if (!(await liveGoods(deps, id))) fail('MALL_GOODS_NOT_FOUND')
  return deps.db.transaction(async (tx) => {
    const retire = (await repo.goodsOrdered(tx, id)) ? deps.clock.now() : null
    await repo.removeGoods(tx, id, retire)
    return { id, outcome: retire ? ('retired' as const) : ('deleted' as const) }
  })
}

/**
 * admin/pointsMall/category/delete: refused while goods on sale or off sale are in it
 * (MALL_CATEGORY_NOT_EMPTY); retired when only retired goods still point at it; else deleted.
 */
export async function adminDeleteCategory(deps: MallDeps, id: string) {
  if (!(await repo.categoryById(deps.db, id))) fail('MALL_CATEGORY_NOT_FOUND')
  return deps.db.transaction(async (tx) => {
    const goods = await repo.goodsInCategory(tx, id)
    if (goods.live > 0) fail('MALL_CATEGORY_NOT_EMPTY')
    const retire = goods.retired > 0 ? deps.clock.now() : null
    await repo.deleteCategory(tx, id, retire)
    return { id, outcome: retire ? ('retired' as const) : ('deleted' as const) }
  })
}

/** admin/pointsMall/banner/delete: nothing points at a banner, so it is deleted. */
export async function adminDeleteBanner(deps: MallDeps, id: string) {
  if (!(await repo.deleteBanner(deps.db, id))) fail('MALL_BANNER_NOT_FOUND')
  return { id, outcome: 'deleted' as const }
}
