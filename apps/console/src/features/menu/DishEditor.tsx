/**
 * One dish: names and descriptions (Chinese plus translations, missing ones marked), price and packing
 * fee in yuan, photos (through the photo pipeline), sold out, the hours it can be ordered, and its
 * option groups (choose min..max, each option with its extra price). A save names the version it
 * was opened at: when someone saved the dish meanwhile, the server's conflict message shows and the
 * editor offers to reload.
 */
import { menuAdminApi } from '@siam/contracts/descriptors'
import { formatYuan } from '@siam/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { ApiError, call, isConflict } from '../../shared/api/client'
import { typedFen } from '../../shared/format'
import { useMenuAdminT } from '../../shared/menuAdminT'
import { ourPhotoUrl } from '../../shared/photoUrl'
import { HoursEditor, type Span } from '../../shared/ui/HoursEditor'
import { filledTexts, LocalizedFields, type Texts } from '../../shared/ui/LocalizedFields'
import { useToast } from '../../shared/ui/Toast'
import { uploadPhoto } from '../../shared/uploadPhoto'
import { type AdminCategory, type AdminGoods, menuQueries } from './menuQueries'

interface OptionDraft {
  id?: string
  name: Texts
  price: string
}
interface GroupDraft {
  id?: string
  name: Texts
  minChoices: number
  maxChoices: number
  options: OptionDraft[]
}

const toGroupDrafts = (goods: AdminGoods | null): GroupDraft[] =>
  (goods?.optionGroups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    options: g.options.map((o) => ({ id: o.id, name: o.name, price: formatYuan(o.priceFen) })),
  }))

export function DishEditor({
  shopId,
  categoryId,
  categories,
  goods,
  onDone,
  factsSlot,
}: {
  shopId: string
  categoryId: string
  categories: AdminCategory[]
  goods: AdminGoods | null
  onDone: () => void
  /**
   * The dish's facts editor (the menu page passes the shared `DishFactsEditor`), drawn below this form:
   * it saves through its own call (merchant/menu/goods/facts), so this editor does not send the facts.
   */
  factsSlot?: (goods: AdminGoods | null) => ReactNode
}) {
  const { t } = useMenuAdminT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [category, setCategory] = useState(goods?.categoryId ?? categoryId)
  const [name, setName] = useState<Texts>(goods?.name ?? {})
  const [description, setDescription] = useState<Texts>(goods?.description ?? {})
  const [price, setPrice] = useState(goods ? formatYuan(goods.priceFen) : '')
  const [packing, setPacking] = useState(goods ? formatYuan(goods.packingFeeFen) : '0')
  const [image, setImage] = useState(goods?.image ?? '')
  const [photos, setPhotos] = useState<string[]>(goods?.photos ?? [])
  const [soldOut, setSoldOut] = useState(goods?.soldOut ?? false)
  const [hours, setHours] = useState<Span[]>(goods?.availableHours ?? [])
  const [groups, setGroups] = useState<GroupDraft[]>(toGroupDrafts(goods))
  const [problem, setProblem] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [uploading, setUploading] = useState(false)

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return
    setUploading(true)
    try {
      const urls: string[] = []
      for (const file of Array.from(files)) urls.push(await uploadPhoto(file, file.name))
      const [first, ...rest] = urls
      if (!image && first) {
        setImage(first)
        setPhotos([...photos, ...rest])
      } else setPhotos([...photos, ...urls])
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      setUploading(false)
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const priceFen = typedFen(price)
    const packingFeeFen = typedFen(packing)
    const optionGroups = groups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      name: filledTexts(g.name) as { 'zh-Hans': string },
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      options: g.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        name: filledTexts(o.name) as { 'zh-Hans': string },
        priceFen: typedFen(o.price),
      })),
    }))
    if (
      [priceFen, packingFeeFen, ...optionGroups.flatMap((g) => g.options.map((o) => o.priceFen))].some(
        Number.isNaN,
      )
    ) {
      setProblem(t('menuAdmin:amount_invalid'))
      return
    }
    if (!image) {
      setProblem(t('menuAdmin:photo_required'))
      return
    }
    setProblem(null)
    try {
      await call(menuAdminApi.goodsSave, {
        shopId,
        ...(goods ? { id: goods.id, version: goods.version } : {}),
        categoryId: category,
        name: filledTexts(name) as { 'zh-Hans': string },
        description: filledTexts(description),
        priceFen,
        packingFeeFen,
        image,
        photos,
        soldOut,
        availableHours: hours,
        optionGroups,
      })
      notify(t('menuAdmin:saved'), 'success')
      void queryClient.invalidateQueries({ queryKey: menuQueries.menu(shopId).queryKey })
      onDone()
    } catch (error) {
      if (error instanceof ApiError) {
        setProblem(error.message)
        setConflict(isConflict(error))
      } else setProblem(t('console:network_error'))
    }
  }

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: menuQueries.menu(shopId).queryKey })
    onDone()
  }

  const setGroup = (i: number, patch: Partial<GroupDraft>) =>
    setGroups(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)))

  return (
    <>
      <form className="dish-editor" onSubmit={(e) => void submit(e)} aria-labelledby="dish-editor-title">
        <h3 id="dish-editor-title">{goods ? t('menuAdmin:edit_dish') : t('menuAdmin:new_dish')}</h3>
        <label>
          {t('menuAdmin:category')}{' '}
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id} lang="zh-Hans">
                {c.name['zh-Hans']}
              </option>
            ))}
          </select>
        </label>
        <LocalizedFields label={t('menuAdmin:dish_name')} value={name} onChange={setName} maxLength={60} />
        <LocalizedFields
          label={t('menuAdmin:dish_description')}
          value={description}
          onChange={setDescription}
          maxLength={400}
          multiline
          chineseRequired={false}
        />
        <div className="dish-money">
          <label>
            {t('menuAdmin:price_yuan')}{' '}
            <input inputMode="decimal" required value={price} onChange={(e) => setPrice(e.target.value)} />
          </label>
          <label>
            {t('menuAdmin:packing_fee_yuan')}{' '}
            <input
              inputMode="decimal"
              required
              value={packing}
              onChange={(e) => setPacking(e.target.value)}
            />
          </label>
          <label>
            <input type="checkbox" checked={soldOut} onChange={(e) => setSoldOut(e.target.checked)} />{' '}
            {t('menuAdmin:sold_out')}
          </label>
        </div>
        <fieldset>
          <legend>{t('menuAdmin:photos')}</legend>
          <div className="dish-photos">
            {[image, ...photos].filter(Boolean).map((url, i) => {
              const src = ourPhotoUrl(url)
              return (
                <figure key={url}>
                  {src && (
                    <img
                      src={src}
                      alt={t(i === 0 ? 'menuAdmin:main_photo' : 'menuAdmin:more_photo', { n: i })}
                    />
                  )}
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => {
                      if (i === 0) {
                        setImage(photos[0] ?? '')
                        setPhotos(photos.slice(1))
                      } else setPhotos(photos.filter((p) => p !== url))
                    }}
                  >
                    {t('menuAdmin:remove_photo')}
                  </button>
                </figure>
              )
            })}
          </div>
          <label>
            {t('menuAdmin:add_photos')}{' '}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(e) => void upload(e.target.files)}
            />
          </label>
          {uploading && <span className="muted">{t('menuAdmin:uploading')}</span>}
        </fieldset>
        <HoursEditor
          label={t('menuAdmin:available_hours')}
          hint={t('menuAdmin:available_hours_hint')}
          value={hours}
          onChange={setHours}
        />
        <fieldset>
          <legend>{t('menuAdmin:option_groups')}</legend>
          {groups.map((g, i) => (
            <div key={g.id ?? `new-${i}`} className="option-group">
              <LocalizedFields
                label={t('menuAdmin:group_name', { n: i + 1 })}
                value={g.name}
                onChange={(name) => setGroup(i, { name })}
                maxLength={30}
              />
              <label>
                {t('menuAdmin:min_choices')}{' '}
                <input
                  type="number"
                  min={0}
                  max={20}
                  value={g.minChoices}
                  onChange={(e) => setGroup(i, { minChoices: Number(e.target.value) })}
                />
              </label>{' '}
              <label>
                {t('menuAdmin:max_choices')}{' '}
                <input
                  type="number"
                  min={1}
                  max={20}
                  value={g.maxChoices}
                  onChange={(e) => setGroup(i, { maxChoices: Number(e.target.value) })}
                />
              </label>
              <p className="muted">
                {g.minChoices >= 1 ? t('menuAdmin:required_group') : t('menuAdmin:optional_group')} ·{' '}
                {g.maxChoices > 1 ? t('menuAdmin:multiple_choice') : t('menuAdmin:single_choice')}
              </p>
              <ul className="option-list">
                {g.options.map((o, k) => (
                  <li key={o.id ?? `new-${k}`}>
                    <label>
                      {t('menuAdmin:option_name_zh')}{' '}
                      <input
                        lang="zh-Hans"
                        required
                        maxLength={30}
                        value={o.name['zh-Hans'] ?? ''}
                        onChange={(e) =>
                          setGroup(i, {
                            options: g.options.map((x, j) =>
                              j === k ? { ...x, name: { ...x.name, 'zh-Hans': e.target.value } } : x,
                            ),
                          })
                        }
                      />
                    </label>{' '}
                    <label>
                      {t('menuAdmin:option_name_en')}{' '}
                      <input
                        lang="en"
                        maxLength={30}
                        value={o.name.en ?? ''}
                        onChange={(e) =>
                          setGroup(i, {
                            options: g.options.map((x, j) =>
                              j === k ? { ...x, name: { ...x.name, en: e.target.value } } : x,
                            ),
                          })
                        }
                      />
                    </label>{' '}
                    <label>
                      {t('menuAdmin:extra_price_yuan')}{' '}
                      <input
                        inputMode="decimal"
                        value={o.price}
                        onChange={(e) =>
                          setGroup(i, {
                            options: g.options.map((x, j) => (j === k ? { ...x, price: e.target.value } : x)),
                          })
                        }
                      />
                    </label>{' '}
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setGroup(i, { options: g.options.filter((_, j) => j !== k) })}
                    >
                      {t('menuAdmin:remove_option')}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setGroup(i, { options: [...g.options, { name: {}, price: '0' }] })}
              >
                {t('menuAdmin:add_option')}
              </button>{' '}
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setGroups(groups.filter((_, j) => j !== i))}
              >
                {t('menuAdmin:remove_group')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              setGroups([
                ...groups,
                { name: {}, minChoices: 1, maxChoices: 1, options: [{ name: {}, price: '0' }] },
              ])
            }
          >
            {t('menuAdmin:add_group')}
          </button>
        </fieldset>
        {problem && (
          <p className="form-error" role="alert">
            {problem}{' '}
            {conflict && (
              <button type="button" className="btn btn-small" onClick={reload}>
                {t('menuAdmin:reload_dish')}
              </button>
            )}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-small btn-primary" disabled={uploading}>
            {t('menuAdmin:save')}
          </button>{' '}
          {goods && <DeleteDish shopId={shopId} goods={goods} onDone={onDone} />}{' '}
          <button type="button" className="btn btn-small" onClick={onDone}>
            {t('console:cancel')}
          </button>
        </div>
      </form>
      {/* after the form, not in it: the facts editor is a form of its own with its own call */}
      {factsSlot?.(goods)}
    </>
  )
}

/** Delete in two clicks ("Delete", then "Confirm delete"). */
function DeleteDish({ shopId, goods, onDone }: { shopId: string; goods: AdminGoods; onDone: () => void }) {
  const { t } = useMenuAdminT()
  const notify = useToast()
  const queryClient = useQueryClient()
  const [armed, setArmed] = useState(false)
  const run = async () => {
    try {
      await call(menuAdminApi.goodsDelete, { shopId, id: goods.id })
      notify(t('menuAdmin:deleted'), 'success')
      void queryClient.invalidateQueries({ queryKey: menuQueries.menu(shopId).queryKey })
      onDone()
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
      setArmed(false)
    }
  }
  return (
    <button
      type="button"
      className={armed ? 'btn btn-small btn-danger' : 'btn btn-small'}
      onClick={() => (armed ? void run() : setArmed(true))}
    >
      {t(armed ? 'menuAdmin:delete_confirm' : 'menuAdmin:delete')}
    </button>
  )
}
