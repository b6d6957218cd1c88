/**
 * `#/menu`: a shop's menu. Categories (add, rename, delete when empty, drag to reorder) on one side,
 * the chosen category's dishes on the other (drag to reorder, tick several and mark them sold out or
 * back, edit one in the dish editor). Every change goes to the server at once; a refusal shows its
 * translated message.
 */
import { menuAdminApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { DishFactsEditor } from '../../shared/dietary/DishFactsEditor'
import { money } from '../../shared/format'
import { useMenuAdminT } from '../../shared/menuAdminT'
import { useSignedIn } from '../../shared/signedIn'
import { filledTexts, LocalizedFields, type Texts } from '../../shared/ui/LocalizedFields'
import { LoadError, ShopSelect } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { usePickedShop } from '../../shared/useShopChoices'
import { DishEditor } from './DishEditor'
import { type AdminCategory, type AdminGoods, menuQueries } from './menuQueries'
import { SortableList } from './SortableList'
import './menuAdmin.css'

/** Runs a change, says it worked (or why not), and reloads the menu. */
export function useMenuChange(shopId: string | undefined) {
  const { t } = useMenuAdminT()
  const notify = useToast()
  const queryClient = useQueryClient()
  return async (work: () => Promise<unknown>, done = 'menuAdmin:saved'): Promise<boolean> => {
    try {
      await work()
      notify(t(done), 'success')
      return true
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
      return false
    } finally {
      void queryClient.invalidateQueries({ queryKey: menuQueries.menu(shopId).queryKey })
    }
  }
}

const zh = (texts: Texts) => texts['zh-Hans'] ?? ''

export function MenuPage({ staff }: { staff: Staff }) {
  const { t } = useMenuAdminT()
  const choices = usePickedShop(staff)
  const { shopId } = choices
  const menu = useQuery(menuQueries.menu(shopId))
  const [categoryId, setCategoryId] = useState<string | undefined>(undefined)
  const categories = menu.data?.categories ?? []
  const category = categories.find((c) => c.id === categoryId) ?? categories[0]
  return (
    <div className="board-page menu-admin">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_menu')}</h1>
        {choices.shops.length > 0 && (
          <ShopSelect
            shops={choices.shops}
            search={choices.search}
            value={shopId}
            withAll={false}
            onChange={(id) => id && choices.pick(id)}
          />
        )}
      </div>
      {choices.shops.length === 0 && !choices.pending ? (
        <p className="notice">{t('console:no_shops')}</p>
      ) : menu.isError ? (
        <LoadError message={menu.error.message} onRetry={() => void menu.refetch()} />
      ) : !menu.data || !shopId ? (
        <p className="muted">{t('console:loading')}</p>
      ) : (
        <div className="menu-columns">
          <CategoryColumn
            shopId={shopId}
            categories={categories}
            selected={category?.id}
            onSelect={setCategoryId}
          />
          {category ? (
            <DishColumn key={category.id} shopId={shopId} category={category} categories={categories} />
          ) : (
            <p className="notice">{t('menuAdmin:no_categories')}</p>
          )}
        </div>
      )}
    </div>
  )
}

function CategoryColumn({
  shopId,
  categories,
  selected,
  onSelect,
}: {
  shopId: string
  categories: AdminCategory[]
  selected: string | undefined
  onSelect: (id: string) => void
}) {
  const { t } = useMenuAdminT()
  const change = useMenuChange(shopId)
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<AdminCategory | null>(null)
  const add = async (e: FormEvent) => {
    e.preventDefault()
    if (await change(() => call(menuAdminApi.categorySave, { shopId, name: { 'zh-Hans': name.trim() } })))
      setName('')
  }
  return (
    <section className="menu-card" aria-labelledby="menu-categories">
      <h2 id="menu-categories">{t('menuAdmin:categories')}</h2>
      <SortableList
        items={categories}
        label={t('menuAdmin:categories')}
        nameOf={(c) => zh(c.name)}
        onReorder={(ids) =>
          void change(() => call(menuAdminApi.categoryReorder, { shopId, ids }), 'menuAdmin:reordered')
        }
        render={(c) => (
          <div className="menu-row">
            <button
              type="button"
              className={c.id === selected ? 'link-button selected' : 'link-button'}
              aria-current={c.id === selected}
              onClick={() => onSelect(c.id)}
            >
              <span lang="zh-Hans">{zh(c.name)}</span> <span className="muted">({c.goods.length})</span>
            </button>
            {c.missingLocales.length > 0 && (
              <span className="badge badge-missing">
                {t('menuAdmin:missing_count', { n: c.missingLocales.length })}
              </span>
            )}
            <button type="button" className="btn btn-small" onClick={() => setRenaming(c)}>
              {t('menuAdmin:rename')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              disabled={c.goods.length > 0}
              title={c.goods.length > 0 ? t('menuAdmin:delete_category_not_empty') : undefined}
              onClick={() =>
                void change(
                  () => call(menuAdminApi.categoryDelete, { shopId, id: c.id }),
                  'menuAdmin:deleted',
                )
              }
            >
              {t('menuAdmin:delete')}
            </button>
          </div>
        )}
      />
      {renaming && (
        <CategoryRename
          key={renaming.id}
          shopId={shopId}
          category={renaming}
          onDone={() => setRenaming(null)}
        />
      )}
      <form className="menu-inline-form" onSubmit={(e) => void add(e)}>
        <label htmlFor="new-category">{t('menuAdmin:new_category')}</label>
        <input
          id="new-category"
          lang="zh-Hans"
          value={name}
          required
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-small btn-primary">
          {t('menuAdmin:add')}
        </button>
      </form>
    </section>
  )
}

function CategoryRename({
  shopId,
  category,
  onDone,
}: {
  shopId: string
  category: AdminCategory
  onDone: () => void
}) {
  const { t } = useMenuAdminT()
  const change = useMenuChange(shopId)
  const [name, setName] = useState<Texts>(category.name)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (
      await change(() =>
        call(menuAdminApi.categorySave, {
          shopId,
          id: category.id,
          name: filledTexts(name) as { 'zh-Hans': string },
        }),
      )
    )
      onDone()
  }
  return (
    <form className="menu-inline-form column" onSubmit={(e) => void submit(e)}>
      <LocalizedFields label={t('menuAdmin:category_name')} value={name} onChange={setName} maxLength={60} />
      <div>
        <button type="submit" className="btn btn-small btn-primary">
          {t('menuAdmin:save')}
        </button>{' '}
        <button type="button" className="btn btn-small" onClick={onDone}>
          {t('console:cancel')}
        </button>
      </div>
    </form>
  )
}

function DishColumn({
  shopId,
  category,
  categories,
}: {
  shopId: string
  category: AdminCategory
  categories: AdminCategory[]
}) {
  const { t } = useMenuAdminT()
  const queryClient = useQueryClient()
  const change = useMenuChange(shopId)
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null)
  const tick = (id: string, on: boolean) => {
    const next = new Set(ticked)
    if (on) next.add(id)
    else next.delete(id)
    setTicked(next)
  }
  const bulk = async (soldOut: boolean) => {
    if (await change(() => call(menuAdminApi.goodsSoldOut, { shopId, ids: [...ticked], soldOut })))
      setTicked(new Set())
  }
  return (
    <section className="menu-card" aria-labelledby="menu-dishes">
      <div className="board-toolbar">
        <h2 id="menu-dishes">
          <span lang="zh-Hans">{zh(category.name)}</span>
        </h2>
        <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing('new')}>
          {t('menuAdmin:new_dish')}
        </button>
      </div>
      <fieldset className="menu-bulk" aria-label={t('menuAdmin:bulk_actions')}>
        <span className="muted">{t('menuAdmin:ticked', { n: ticked.size })}</span>
        <button
          type="button"
          className="btn btn-small"
          disabled={ticked.size === 0}
          onClick={() => void bulk(true)}
        >
          {t('menuAdmin:mark_sold_out')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={ticked.size === 0}
          onClick={() => void bulk(false)}
        >
          {t('menuAdmin:mark_in_stock')}
        </button>
      </fieldset>
      {editing && (
        <DishEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          shopId={shopId}
          categoryId={category.id}
          categories={categories}
          goods={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
          factsSlot={(goods) =>
            goods ? (
              <DishFactsEditor
                goodsId={goods.id}
                facts={goods.facts}
                onSaved={() =>
                  void queryClient.invalidateQueries({ queryKey: menuQueries.menu(shopId).queryKey })
                }
              />
            ) : (
              <p className="muted">{t('menuAdmin:facts_after_save')}</p>
            )
          }
        />
      )}
      {category.goods.length === 0 ? (
        <p className="muted">{t('menuAdmin:no_dishes')}</p>
      ) : (
        <SortableList
          items={category.goods}
          label={t('menuAdmin:dishes')}
          nameOf={(g) => zh(g.name)}
          onReorder={(ids) =>
            void change(
              () => call(menuAdminApi.goodsReorder, { shopId, categoryId: category.id, ids }),
              'menuAdmin:reordered',
            )
          }
          render={(g) => (
            <div className="menu-row">
              <input
                type="checkbox"
                aria-label={t('menuAdmin:tick_dish', { name: zh(g.name) })}
                checked={ticked.has(g.id)}
                onChange={(e) => tick(g.id, e.target.checked)}
              />
              <span lang="zh-Hans" className="menu-dish-name">
                {zh(g.name)}
              </span>
              <span className="menu-price">{money(g.priceFen)}</span>
              {g.soldOut && <span className="badge badge-sold-out">{t('menuAdmin:sold_out')}</span>}
              {g.missingLocales.length > 0 && (
                <span className="badge badge-missing">
                  {t('menuAdmin:missing_count', { n: g.missingLocales.length })}
                </span>
              )}
              <button type="button" className="btn btn-small" onClick={() => setEditing(g)}>
                {t('menuAdmin:edit')}
              </button>
            </div>
          )}
        />
      )}
    </section>
  )
}

export function Component() {
  const { staff } = useSignedIn()
  return <MenuPage staff={staff} />
}
