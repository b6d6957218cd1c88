import type { MallCartLine } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import type { MallDeps } from './mall.deps'
import { toCartLine } from './mall.mapper'
import { type MallCartRow, mallRepository as repo } from './mall.repository'

async function withGoods(deps: MallDeps, rows: MallCartRow[], locale: Locale): Promise<MallCartLine[]> {
  const goods = new Map(
    (await repo.goodsByIds(deps.db, [...new Set(rows.map((r) => r.goodsId))])).map((g) => [g.id, g]),
  )
  return rows.flatMap((row) => {
    const g = goods.get(row.goodsId)
    return g ? [toCartLine(row, g, locale)] : []
  })
}

/** member/pointsMall/shoppingCart/list (spec 7): pageNo -1 gives every line. */
export async function cartList(
  deps: MallDeps,
  memberId: string,
  pageNo: number,
  pageSize: number,
  locale: Locale,
) {
  const { rows, total } = await repo.cart(deps.db, memberId, pageWindow(pageNo, pageSize))
  return { records: await withGoods(deps, rows, locale), total }
}

export async function cartInsert(
  deps: MallDeps,
  memberId: string,
  input: { goodsId: string; specId: string; number: number },
  locale: Locale,
): Promise<MallCartLine> {
  const goods = await repo.goodsById(deps.db, input.goodsId)
  if (!goods?.enabled) fail('MALL_GOODS_NOT_FOUND')
  checkSpec(goods.specs, input.specId)
  if (goods.stock < input.number) fail('MALL_OUT_OF_STOCK')
  const row = await repo.addToCart(deps.db, {
    id: newId(),
    memberId,
    goodsId: goods.id,
    specId: input.specId,
    number: input.number,
    createdAt: deps.clock.now(),
  })
  return toCartLine(row, goods, locale)
}

/** A goods item with options needs one of them; one without takes none. */
export function checkSpec(specs: { id: string }[], specId: string): void {
  const ok = specs.length === 0 ? specId === '' : specs.some((s) => s.id === specId)
  if (!ok) fail('MALL_SPEC_INVALID')
}

export async function cartUpdate(
  deps: MallDeps,
  memberId: string,
  input: { id: string; number?: number | undefined; selected?: boolean | undefined },
  locale: Locale,
): Promise<MallCartLine> {
  const patch: { number?: number; selected?: boolean } = {}
  if (input.number !== undefined) patch.number = input.number
  if (input.selected !== undefined) patch.selected = input.selected
  const [current] = await repo.cartLines(deps.db, memberId, [input.id])
  if (!current) fail('MALL_CART_LINE_NOT_FOUND')
  const goods = await repo.goodsById(deps.db, current.goodsId)
  if (!goods) fail('MALL_GOODS_NOT_FOUND')
  if (patch.number !== undefined && patch.number > current.number && patch.number > goods.stock)
    fail('MALL_OUT_OF_STOCK')
  const row = Object.keys(patch).length
    ? await repo.updateCartLine(deps.db, memberId, input.id, patch)
    : current
  if (!row) fail('MALL_CART_LINE_NOT_FOUND')
  return toCartLine(row, goods, locale)
}

export async function cartDelete(deps: MallDeps, memberId: string, ids: string[]): Promise<boolean> {
  const removed = await repo.deleteCartLines(deps.db, memberId, ids)
  if (removed === 0) fail('MALL_CART_LINE_NOT_FOUND')
  return true
}
