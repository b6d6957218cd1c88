/**
 * The menu: a category rail on the inline-start side and the dish list on the other, with scroll-spy
 * (the rail follows the list; tapping the rail scrolls the list). Dishes with options open the sheet.
 */
import type { Goods, MenuCategory } from '@siam/contracts'
import type { DishFilter } from '@siam/domain'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Cart, goodsCount } from '../../shared/cart/cart'
import { applyDietaryFilters, DietaryFilters } from '../../shared/dietary/DietaryFilters'
import { useDietaryProfile } from '../../shared/dietary/queries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconSearch } from '../../shared/ui/icons'
import { Sheet } from '../../shared/ui/Sheet'
import { toast } from '../../shared/ui/toast'
import { ZhName } from '../../shared/ui/ZhName'
import { DishCard } from './DishCard'
import { OptionPicker } from './OptionPicker'
import './menu.css'

/** An id inside a quoted attribute selector. */
const attr = (id: string) => id.replace(/["\\]/g, '\\$&')

/** Spec 9: scroll events are throttled to 200 ms. */
const SCROLL_THROTTLE_MS = 200

function filterMenu(categories: readonly MenuCategory[], query: string): MenuCategory[] {
  const q = query.trim().toLowerCase()
  if (!q) return categories.filter((c) => c.goods.length > 0)
  const hit = (s: string) => s.toLowerCase().includes(q)
  return categories
    .map((c) => ({
      ...c,
      goods: c.goods.filter(
        (g) => hit(g.name) || hit(g.nameZh) || hit(g.description) || hit(c.name) || hit(c.nameZh),
      ),
    }))
    .filter((c) => c.goods.length > 0)
}

/** The search field over a shop's menu (it filters the list below as the visitor types). */
export function MenuSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('shop')
  return (
    <div className="menu-search">
      <IconSearch size={18} />
      <input
        type="search"
        className="menu-search-input"
        value={value}
        maxLength={50}
        enterKeyHint="search"
        placeholder={t('shop:search_in_menu')}
        aria-label={t('shop:search_in_menu')}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

export function MenuView({
  categories,
  cart,
  query = '',
}: {
  categories: MenuCategory[]
  cart: Cart
  query?: string
}) {
  const { t } = useTranslation(['shop', 'dietary'])
  const profile = useDietaryProfile()
  const [dietFilters, setDietFilters] = useState<DishFilter[]>([])
  const visible = useMemo(
    () => filterMenu(applyDietaryFilters(categories, dietFilters, profile), query),
    [categories, dietFilters, profile, query],
  )
  const [active, setActive] = useState<string | null>(visible[0]?.id ?? null)
  const [choosing, setChoosing] = useState<Goods | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const railRef = useRef<HTMLUListElement>(null)
  const lockUntil = useRef(0)
  const throttle = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    if (!visible.some((c) => c.id === active)) setActive(visible[0]?.id ?? null)
  }, [visible, active])

  const spy = useCallback(() => {
    const list = listRef.current
    if (!list || Date.now() < lockUntil.current) return
    const top = list.getBoundingClientRect().top
    let current: string | null = visible[0]?.id ?? null
    for (const section of list.querySelectorAll<HTMLElement>('[data-category-id]')) {
      if (section.getBoundingClientRect().top - top <= 8) current = section.dataset.categoryId ?? current
      else break
    }
    // At the very end the last (short) section may never reach the top: it is the one being read.
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 2)
      current = visible[visible.length - 1]?.id ?? current
    setActive(current)
  }, [visible])

  const onScroll = useCallback(() => {
    if (throttle.current !== null) return
    throttle.current = setTimeout(() => {
      throttle.current = null
      spy()
    }, SCROLL_THROTTLE_MS)
  }, [spy])

  useEffect(
    () => () => {
      if (throttle.current !== null) clearTimeout(throttle.current)
    },
    [],
  )

  // Keep the highlighted category visible in the rail.
  useEffect(() => {
    const item = railRef.current?.querySelector<HTMLElement>(`[data-rail-id="${attr(active ?? '')}"]`)
    item?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  function jump(id: string) {
    const list = listRef.current
    const section = list?.querySelector<HTMLElement>(`[data-category-id="${attr(id)}"]`)
    setActive(id)
    if (!list || !section) return
    lockUntil.current = Date.now() + 600
    const offset = section.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop
    if (typeof list.scrollTo === 'function') list.scrollTo({ top: offset, behavior: 'smooth' })
    else list.scrollTop = offset
  }

  const closeSheet = useCallback(() => setChoosing(null), [])

  const filterRow = <DietaryFilters value={dietFilters} onChange={setDietFilters} profile={profile} />

  if (visible.length === 0 && dietFilters.length > 0) {
    return (
      <>
        {filterRow}
        <EmptyState title={t('dietary:filter_none')} />
      </>
    )
  }
  if (visible.length === 0) {
    return query.trim() ? (
      <EmptyState title={t('shop:no_dish_match', { query: query.trim() })} />
    ) : (
      <EmptyState title={t('shop:menu_empty')} />
    )
  }

  return (
    <div className="menu-view">
      <nav className="menu-rail" aria-label={t('shop:categories')}>
        <ul ref={railRef}>
          {visible.map((c) => {
            const n = c.goods.reduce((sum, g) => sum + goodsCount(cart.lines, g.id), 0)
            return (
              <li key={c.id}>
                <button
                  type="button"
                  data-rail-id={c.id}
                  className={c.id === active ? 'menu-rail-item active' : 'menu-rail-item'}
                  aria-current={c.id === active ? 'true' : undefined}
                  title={c.name}
                  onClick={() => jump(c.id)}
                >
                  <span className="menu-rail-name">{c.name}</span>
                  {n > 0 && (
                    <span className="count-pill menu-rail-count">
                      <bdi aria-hidden="true">{n}</bdi>
                      <span className="visually-hidden">{t('shop:in_cart_n', { n })}</span>
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="menu-list" ref={listRef} onScroll={onScroll}>
        {filterRow}
        {visible.map((c) => (
          <section
            key={c.id}
            data-category-id={c.id}
            className="menu-section"
            aria-labelledby={`cat-${c.id}`}
          >
            <h3 className="menu-section-title" id={`cat-${c.id}`}>
              {c.name}
              <ZhName name={c.name} nameZh={c.nameZh} />
            </h3>
            <ul className="dish-list">
              {c.goods.map((g) => (
                <DishCard key={g.id} goods={g} cart={cart} onChoose={setChoosing} profile={profile} />
              ))}
            </ul>
          </section>
        ))}
        <div className="menu-list-end" />
      </div>
      <Sheet open={choosing !== null} onClose={closeSheet} title={choosing?.name} className="option-sheet">
        {choosing && (
          <OptionPicker
            key={choosing.id}
            goods={choosing}
            disabled={choosing.soldOut}
            onAdd={(optionIds, number) => {
              cart.add(choosing, optionIds, number)
              setChoosing(null)
              toast.show(t('shop:added_to_cart'))
            }}
          />
        )}
      </Sheet>
    </div>
  )
}
