/**
 * The cart lives ON THE DEVICE, one per shop (localStorage `siam.cart.<shopId>`), so a visitor can fill it
 * before logging in. Prices kept here are for display only: every amount shown at checkout comes from
 * `member/order/preview`.
 */
import { unitPriceFen } from '@siam/domain'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

export interface CartLine {
  /** goodsId + sorted optionIds: the same dish with the same options is one line, whatever the order */
  key: string
  goodsId: string
  /** in the menu's order (groups, then options), as the order sends them and shows their names */
  optionIds: string[]
  number: number
  name: string
  nameZh: string
  unitPriceFen: number
  packingFeeFen: number
  image: string
  /** names of the chosen options, for the cart sheet */
  optionNames?: string[]
}

/** What `add` needs of a dish (a `Goods` of the contracts fits). */
export interface CartGoods {
  id: string
  name: string
  nameZh: string
  image: string
  priceFen: number
  packingFeeFen: number
  optionGroups: { options: { id: string; name: string; priceFen: number }[] }[]
}

/** The contracts' limits: at most 99 of a line and 50 lines per order. */
const MAX_LINE_NUMBER = 99
const MAX_LINES = 50

export const cartStorageKey = (shopId: string) => `siam.cart.${shopId}`

export function lineKey(goodsId: string, optionIds: readonly string[]): string {
  return `${goodsId}|${[...optionIds].sort().join(',')}`
}

/**
 * The chosen option ids in the menu's order (group by group, option by option), whatever order they came
 * in; an id the dish does not know keeps its place after the known ones (the server refuses it).
 */
export function menuOrderOptionIds(
  goods: Pick<CartGoods, 'optionGroups'>,
  optionIds: readonly string[],
): string[] {
  const wanted = new Set(optionIds)
  const known = goods.optionGroups
    .flatMap((g) => g.options.map((o) => o.id))
    .filter((id) => wanted.delete(id))
  return [...known, ...wanted]
}

const EMPTY: CartLine[] = Object.freeze([]) as unknown as CartLine[]
const cache = new Map<string, CartLine[]>()
const listeners = new Map<string, Set<() => void>>()

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false
  const l = value as Record<string, unknown>
  return (
    typeof l.key === 'string' &&
    typeof l.goodsId === 'string' &&
    Array.isArray(l.optionIds) &&
    typeof l.number === 'number' &&
    Number.isInteger(l.number) &&
    l.number > 0 &&
    typeof l.unitPriceFen === 'number'
  )
}

function load(shopId: string): CartLine[] {
  try {
    const raw = localStorage.getItem(cartStorageKey(shopId))
    if (!raw) return EMPTY
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return EMPTY
    const lines = parsed.filter(isLine)
    return lines.length === 0 ? EMPTY : lines
  } catch {
    return EMPTY
  }
}

/** The lines of a shop's cart (a stable array until the cart changes). */
export function readCart(shopId: string): CartLine[] {
  let lines = cache.get(shopId)
  if (lines === undefined) {
    lines = load(shopId)
    cache.set(shopId, lines)
  }
  return lines
}

function write(shopId: string, lines: CartLine[]): void {
  const next = lines.length === 0 ? EMPTY : lines
  cache.set(shopId, next)
  try {
    if (next.length === 0) localStorage.removeItem(cartStorageKey(shopId))
    else localStorage.setItem(cartStorageKey(shopId), JSON.stringify(next))
  } catch {
    // storage full or disabled: the cart still works for this page view
  }
  for (const l of listeners.get(shopId) ?? []) l()
}

function subscribe(shopId: string, listener: () => void): () => void {
  let set = listeners.get(shopId)
  if (set === undefined) {
    set = new Set()
    listeners.set(shopId, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

// Another tab changed a cart: drop the cached copy and tell the hooks.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null) {
      cache.clear()
      for (const set of listeners.values()) for (const l of set) l()
      return
    }
    if (!e.key.startsWith('siam.cart.')) return
    const shopId = e.key.slice('siam.cart.'.length)
    cache.delete(shopId)
    for (const l of listeners.get(shopId) ?? []) l()
  })
}

/** Adds `number` of a dish with the chosen options; the same dish and options merge into one line. */
export function addToCart(shopId: string, goods: CartGoods, optionIds: readonly string[], number = 1): void {
  if (!Number.isInteger(number) || number < 1) return
  const ids = menuOrderOptionIds(goods, optionIds)
  const key = lineKey(goods.id, ids)
  const lines = readCart(shopId)
  const existing = lines.find((l) => l.key === key)
  if (existing) {
    write(
      shopId,
      // A line stored by an older version may hold its ids sorted: it takes the menu's order now.
      lines.map((l) =>
        l.key === key ? { ...l, optionIds: ids, number: Math.min(MAX_LINE_NUMBER, l.number + number) } : l,
      ),
    )
    return
  }
  if (lines.length >= MAX_LINES) return
  const chosen = goods.optionGroups.flatMap((g) => g.options).filter((o) => ids.includes(o.id))
  const line: CartLine = {
    key,
    goodsId: goods.id,
    optionIds: ids,
    number: Math.min(MAX_LINE_NUMBER, number),
    name: goods.name,
    nameZh: goods.nameZh,
    unitPriceFen: unitPriceFen({
      basePriceFen: goods.priceFen,
      optionPricesFen: chosen.map((o) => o.priceFen),
    }),
    packingFeeFen: goods.packingFeeFen,
    image: goods.image,
    optionNames: chosen.map((o) => o.name),
  }
  write(shopId, [...lines, line])
}

/** Sets a line's quantity; 0 (or less) removes the line. */
export function setCartNumber(shopId: string, key: string, n: number): void {
  const lines = readCart(shopId)
  if (!lines.some((l) => l.key === key)) return
  if (!Number.isFinite(n) || n < 1) {
    write(
      shopId,
      lines.filter((l) => l.key !== key),
    )
    return
  }
  const number = Math.min(MAX_LINE_NUMBER, Math.floor(n))
  write(
    shopId,
    lines.map((l) => (l.key === key ? { ...l, number } : l)),
  )
}

function removeFromCart(shopId: string, key: string): void {
  setCartNumber(shopId, key, 0)
}

export function clearCart(shopId: string): void {
  write(shopId, EMPTY)
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.number, 0)
}

/** How many of one dish are in the cart, across its option combinations. */
export function goodsCount(lines: readonly CartLine[], goodsId: string): number {
  return lines.reduce((sum, l) => (l.goodsId === goodsId ? sum + l.number : sum), 0)
}

export interface Cart {
  lines: CartLine[]
  add(goods: CartGoods, optionIds: readonly string[], number?: number): void
  setNumber(lineKey: string, n: number): void
  remove(lineKey: string): void
  clear(): void
  count: number
}

export function useCart(shopId: string): Cart {
  const lines = useSyncExternalStore(
    useCallback((l: () => void) => subscribe(shopId, l), [shopId]),
    () => readCart(shopId),
    () => EMPTY,
  )
  return useMemo(
    () => ({
      lines,
      add: (goods, optionIds, number = 1) => addToCart(shopId, goods, optionIds, number),
      setNumber: (key, n) => setCartNumber(shopId, key, n),
      remove: (key) => removeFromCart(shopId, key),
      clear: () => clearCart(shopId),
      count: cartCount(lines),
    }),
    [shopId, lines],
  )
}

/** For tests: forget the in-memory copies so the next read comes from storage. */
export function resetCartCache(): void {
  cache.clear()
}
