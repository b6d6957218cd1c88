/**
 * The mall's catalogue for the platform: goods (photos, options, stock, points/cash price, names and
 * descriptions in the 11 languages), categories and banners.
 */

import { adminMallApi } from '@siam/contracts/descriptors'
import { LOCALE_CODES } from '@siam/i18n'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import { money } from '../../shared/format'
import { useToast } from '../../shared/ui/Toast'
import { useMallT } from './i18n'
import { type AdminMallGoods, mallAdminQueries } from './mallAdminQueries'

type Texts = Record<string, string>

/** Only the filled-in languages go to the server (zh-Hans and en are required there). */
const filled = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim()))

/** Option lines "id | English | 中文" <-> the goods' options. */
function specsFromText(text: string): { id: string; names: Texts }[] {
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([id, en, zh]) => id && en && zh)
    .map(([id = '', en = '', zh = '']) => ({ id, names: { en, 'zh-Hans': zh } }))
}
const specsToText = (specs: AdminMallGoods['specs']) =>
  specs.map((s) => `${s.id} | ${s.names.en ?? ''} | ${s.names['zh-Hans'] ?? ''}`).join('\n')

function useSave() {
  const { t } = useMallT()
  const notify = useToast()
  const queryClient = useQueryClient()
  return async (work: () => Promise<unknown>) => {
    try {
      await work()
      notify(t('mall:admin_saved'), 'success')
      void queryClient.invalidateQueries()
      return true
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
      return false
    }
  }
}

/**
 * Delete in two clicks ("Delete", then "Confirm delete"); the toast says whether the item was
 * deleted or retired (kept for the orders that name it).
 */
function DeleteButton({ label, remove }: { label: string; remove: () => Promise<{ outcome: string }> }) {
  const { t } = useMallT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [armed, setArmed] = useState(false)
  const run = async () => {
    try {
      const { outcome } = await remove()
      notify(t(outcome === 'retired' ? 'mall:admin_retired' : 'mall:admin_deleted'), 'success')
      void queryClient.invalidateQueries()
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    }
    setArmed(false)
  }
  return (
    <button
      type="button"
      className={armed ? 'btn btn-small btn-danger' : 'btn btn-small'}
      aria-label={`${t(armed ? 'mall:admin_delete_confirm' : 'mall:admin_delete')} ${label}`}
      onClick={() => (armed ? void run() : setArmed(true))}
    >
      {t(armed ? 'mall:admin_delete_confirm' : 'mall:admin_delete')}
    </button>
  )
}

export function MallCataloguePanel() {
  const { t } = useMallT()
  const goods = useQuery(mallAdminQueries.goods())
  const categories = useQuery(mallAdminQueries.categories())
  const [editing, setEditing] = useState<AdminMallGoods | 'new' | null>(null)
  const cats = categories.data?.records ?? []
  return (
    <section aria-label={t('mall:admin_goods')}>
      <CategoryForm />
      <div className="board-toolbar">
        <h2>{t('mall:admin_goods')}</h2>
        <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing('new')}>
          {t('mall:admin_new_goods')}
        </button>
      </div>
      {editing && (
        <GoodsForm
          key={editing === 'new' ? 'new' : editing.id}
          goods={editing === 'new' ? null : editing}
          categories={cats}
          onDone={() => setEditing(null)}
        />
      )}
      <table className="mall-admin-table">
        <tbody>
          {(goods.data?.records ?? []).map((g) => (
            <tr key={g.id}>
              <td>{g.names['zh-Hans']}</td>
              <td>{g.names.en}</td>
              <td>
                {t('mall:points_amount', { n: g.points })}
                {g.cashFen > 0 && ` + ${money(g.cashFen)}`}
              </td>
              <td>{t('mall:stock_left', { n: g.stock })}</td>
              <td>
                <button type="button" className="btn btn-small" onClick={() => setEditing(g)}>
                  {t('mall:admin_edit')}
                </button>{' '}
                <DeleteButton
                  label={g.names['zh-Hans'] ?? g.id}
                  remove={() => call(adminMallApi.goodsDelete, { id: g.id })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <BannerForm goods={goods.data?.records ?? []} />
    </section>
  )
}

function TextsInputs({
  label,
  value,
  onChange,
}: {
  label: string
  value: Texts
  onChange: (v: Texts) => void
}) {
  return (
    <fieldset className="mall-admin-texts">
      <legend>{label}</legend>
      {LOCALE_CODES.map((locale) => (
        <label key={locale}>
          {locale}{' '}
          <input
            value={value[locale] ?? ''}
            onChange={(e) => onChange({ ...value, [locale]: e.target.value })}
          />
        </label>
      ))}
    </fieldset>
  )
}

function GoodsForm({
  goods,
  categories,
  onDone,
}: {
  goods: AdminMallGoods | null
  categories: { id: string; names: Texts }[]
  onDone: () => void
}) {
  const { t } = useMallT()
  const save = useSave()
  const [categoryId, setCategoryId] = useState(goods?.categoryId ?? categories[0]?.id ?? '')
  const [names, setNames] = useState<Texts>(goods?.names ?? {})
  const [descriptions, setDescriptions] = useState<Texts>(goods?.descriptions ?? {})
  const [photos, setPhotos] = useState((goods?.photos ?? []).join('\n'))
  const [specs, setSpecs] = useState(specsToText(goods?.specs ?? []))
  const [points, setPoints] = useState(String(goods?.points ?? 100))
  const [cash, setCash] = useState(String((goods?.cashFen ?? 0) / 100))
  const [stock, setStock] = useState(String(goods?.stock ?? 10))
  const [recommended, setRecommended] = useState(goods?.recommended ?? false)
  const [enabled, setEnabled] = useState(goods?.enabled ?? true)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await save(() =>
      call(adminMallApi.goodsSave, {
        ...(goods ? { id: goods.id } : {}),
        categoryId,
        names: filled(names),
        descriptions: filled(descriptions),
        photos: photos
          .split('\n')
          .map((p) => p.trim())
          .filter(Boolean),
        specs: specsFromText(specs),
        points: Number(points),
        cashFen: Math.round(Number(cash) * 100),
        stock: Number(stock),
        recommended,
        enabled,
        sort: goods?.sort ?? 0,
      }),
    )
    if (ok) onDone()
  }
  return (
    <form className="mall-admin-goods-form" onSubmit={(e) => void submit(e)}>
      <label>
        {t('mall:categories')}{' '}
        <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.names['zh-Hans']} / {c.names.en}
            </option>
          ))}
        </select>
      </label>
      <TextsInputs label={t('mall:admin_names')} value={names} onChange={setNames} />
      <TextsInputs label={t('mall:description')} value={descriptions} onChange={setDescriptions} />
      <label>
        {t('mall:admin_photos')}
        <textarea value={photos} onChange={(e) => setPhotos(e.target.value)} rows={2} />
      </label>
      <label>
        {t('mall:admin_specs')}
        <textarea
          value={specs}
          onChange={(e) => setSpecs(e.target.value)}
          rows={2}
          placeholder="red | Red | 红色"
        />
      </label>
      <label>
        {t('mall:admin_points')}{' '}
        <input type="number" min={1} value={points} onChange={(e) => setPoints(e.target.value)} />
      </label>
      <label>
        {t('mall:admin_cash')}{' '}
        <input type="number" min={0} step="0.01" value={cash} onChange={(e) => setCash(e.target.value)} />
      </label>
      <label>
        {t('mall:admin_stock')}{' '}
        <input type="number" min={0} value={stock} onChange={(e) => setStock(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={recommended} onChange={(e) => setRecommended(e.target.checked)} />{' '}
        {t('mall:recommended')}
      </label>
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        {t('mall:admin_on_sale')}
      </label>
      <div>
        <button type="submit" className="btn btn-small btn-primary">
          {t('mall:admin_save')}
        </button>{' '}
        <button type="button" className="btn btn-small" onClick={onDone}>
          {t('console:cancel')}
        </button>
      </div>
    </form>
  )
}

function CategoryForm() {
  const { t } = useMallT()
  const save = useSave()
  const categories = useQuery(mallAdminQueries.categories())
  const [names, setNames] = useState<Texts>({})
  return (
    <details className="mall-admin-goods-form">
      <summary>
        {t('mall:categories')} ({categories.data?.records.length ?? 0})
      </summary>
      <ul>
        {(categories.data?.records ?? []).map((c) => (
          <li key={c.id}>
            {c.names['zh-Hans']} / {c.names.en}{' '}
            <DeleteButton
              label={c.names['zh-Hans'] ?? c.id}
              remove={() => call(adminMallApi.categoryDelete, { id: c.id })}
            />
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save(() => call(adminMallApi.categorySave, { names: filled(names), sort: 0 })).then(
            (ok) => ok && setNames({}),
          )
        }}
      >
        <TextsInputs label={t('mall:admin_new_category')} value={names} onChange={setNames} />
        <button type="submit" className="btn btn-small">
          {t('mall:admin_save')}
        </button>
      </form>
    </details>
  )
}

function BannerForm({ goods }: { goods: AdminMallGoods[] }) {
  const { t } = useMallT()
  const save = useSave()
  const banners = useQuery(mallAdminQueries.banners())
  const [image, setImage] = useState('')
  const [goodsId, setGoodsId] = useState('')
  return (
    <details className="mall-admin-goods-form">
      <summary>
        {t('mall:banners')} ({banners.data?.records.length ?? 0})
      </summary>
      <ul>
        {(banners.data?.records ?? []).map((b) => (
          <li key={b.id}>
            {b.image} {b.enabled ? '' : '×'}{' '}
            <DeleteButton label={b.image} remove={() => call(adminMallApi.bannerDelete, { id: b.id })} />
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save(() => call(adminMallApi.bannerSave, { image, goodsId: goodsId || null })).then(
            (ok) => ok && setImage(''),
          )
        }}
      >
        <input
          aria-label={t('mall:admin_photos')}
          value={image}
          onChange={(e) => setImage(e.target.value)}
          required
        />
        <select aria-label={t('mall:goods')} value={goodsId} onChange={(e) => setGoodsId(e.target.value)}>
          <option value="">—</option>
          {goods.map((g) => (
            <option key={g.id} value={g.id}>
              {g.names['zh-Hans']} / {g.names.en}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-small">
          {t('mall:admin_save')}
        </button>
      </form>
    </details>
  )
}
