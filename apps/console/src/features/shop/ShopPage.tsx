/**
 * `#/shop`: the shop's resting switch, opening hours per weekday (overnight allowed), and its profile
 * and money settings (names in the languages, address and position, cuisine, photos, phone and chat
 * apps, minimum order, delivery fees, full-reduction tiers). Each part saves on its own.
 */

import { shopAdminApi } from '@siam/contracts/descriptors'
import { CUISINES, SHOP_TYPES } from '@siam/contracts/shopFilters'
import { formatYuan } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, call } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { typedFen } from '../../shared/format'
import { useMenuAdminT } from '../../shared/menuAdminT'
import { useSignedIn } from '../../shared/signedIn'
import { HoursEditor, type Span } from '../../shared/ui/HoursEditor'
import { filledTexts, LocalizedFields, type Texts } from '../../shared/ui/LocalizedFields'
import { LoadError, ShopSelect } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { uploadPhoto } from '../../shared/uploadPhoto'
import { usePickedShop } from '../../shared/useShopChoices'
import { type MerchantShop, shopQueries } from './shopQueries'
import './shopAdmin.css'

/** Runs a save, shows the answer (or the server's message), and keeps the page's copy current. */
function useShopSave(shopId: string) {
  const { t } = useMenuAdminT()
  const notify = useToast()
  const queryClient = useQueryClient()
  return async (work: () => Promise<MerchantShop>): Promise<boolean> => {
    try {
      const saved = await work()
      queryClient.setQueryData(shopQueries.detail(shopId).queryKey, saved)
      notify(t('menuAdmin:saved'), 'success')
      return true
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
      return false
    }
  }
}

export function ShopPage({ staff }: { staff: Staff }) {
  const { t } = useMenuAdminT()
  const choices = usePickedShop(staff)
  const { shopId } = choices
  const shop = useQuery(shopQueries.detail(shopId))
  return (
    <div className="board-page shop-admin">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_shop')}</h1>
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
      ) : shop.isError ? (
        <LoadError message={shop.error.message} onRetry={() => void shop.refetch()} />
      ) : !shop.data ? (
        <p className="muted">{t('console:loading')}</p>
      ) : (
        <div key={shop.data.id} className="shop-admin-parts">
          <RestingSwitch shop={shop.data} />
          <HoursForm shop={shop.data} />
          <ProfileForm shop={shop.data} />
        </div>
      )}
    </div>
  )
}

function RestingSwitch({ shop }: { shop: MerchantShop }) {
  const { t } = useMenuAdminT()
  const save = useShopSave(shop.id)
  return (
    <section className="menu-card" aria-labelledby="shop-resting">
      <h2 id="shop-resting">{t('menuAdmin:resting_title')}</h2>
      <p>{shop.operating ? t('menuAdmin:operating_now') : t('menuAdmin:resting_now')}</p>
      <button
        type="button"
        className={shop.operating ? 'btn btn-danger' : 'btn btn-primary'}
        aria-pressed={!shop.operating}
        onClick={() =>
          void save(() => call(shopAdminApi.operating, { shopId: shop.id, operating: !shop.operating }))
        }
      >
        {shop.operating ? t('menuAdmin:start_resting') : t('menuAdmin:stop_resting')}
      </button>
    </section>
  )
}

function HoursForm({ shop }: { shop: MerchantShop }) {
  const { t } = useMenuAdminT()
  const save = useShopSave(shop.id)
  const [hours, setHours] = useState<Span[]>(shop.hours)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void save(() => call(shopAdminApi.hours, { shopId: shop.id, hours }))
  }
  return (
    <form className="menu-card" onSubmit={submit} aria-labelledby="shop-hours">
      <h2 id="shop-hours">{t('menuAdmin:opening_hours')}</h2>
      <HoursEditor
        label={t('menuAdmin:opening_hours')}
        hint={t('menuAdmin:opening_hours_hint')}
        value={hours}
        onChange={setHours}
      />
      <button type="submit" className="btn btn-primary" disabled={hours.length === 0}>
        {t('menuAdmin:save_hours')}
      </button>
    </form>
  )
}

interface TierDraft {
  threshold: string
  reduction: string
}

function ProfileForm({ shop }: { shop: MerchantShop }) {
  const { t } = useMenuAdminT()
  const save = useShopSave(shop.id)
  const notify = useToast()
  const [name, setName] = useState<Texts>(shop.name)
  const [address, setAddress] = useState<Texts>(shop.address)
  const [type, setType] = useState(shop.type)
  const [cuisine, setCuisine] = useState(shop.cuisine)
  const [lng, setLng] = useState(String(shop.lng))
  const [lat, setLat] = useState(String(shop.lat))
  const [phone, setPhone] = useState(shop.phone)
  const [whatsApp, setWhatsApp] = useState(shop.whatsApp ?? '')
  const [weChat, setWeChat] = useState(shop.weChat ?? '')
  const [image, setImage] = useState(shop.image)
  const [photos, setPhotos] = useState(shop.photos)
  const [delivery, setDelivery] = useState(shop.supportsDelivery)
  const [pickup, setPickup] = useState(shop.supportsPickup)
  const [minimum, setMinimum] = useState(formatYuan(shop.minimumOrderFen))
  const [baseFee, setBaseFee] = useState(formatYuan(shop.baseDeliveryFeeFen))
  const [perKm, setPerKm] = useState(formatYuan(shop.perKmFeeFen))
  const [subsidy, setSubsidy] = useState(formatYuan(shop.deliverySubsidyFen))
  const [tiers, setTiers] = useState<TierDraft[]>(
    shop.fullReductionTiers.map((x) => ({
      threshold: formatYuan(x.thresholdFen),
      reduction: formatYuan(x.reductionFen),
    })),
  )
  const [problem, setProblem] = useState<string | null>(null)

  const upload = async (files: FileList | null) => {
    try {
      for (const file of Array.from(files ?? [])) {
        const url = await uploadPhoto(file, file.name)
        setPhotos((p) => [...p, url])
      }
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const amounts = [minimum, baseFee, perKm, subsidy].map(typedFen)
    const tierFen = tiers.map((x) => ({
      thresholdFen: typedFen(x.threshold),
      reductionFen: typedFen(x.reduction),
    }))
    const [minimumOrderFen = 0, baseDeliveryFeeFen = 0, perKmFeeFen = 0, deliverySubsidyFen = 0] = amounts
    if ([...amounts, ...tierFen.flatMap((x) => [x.thresholdFen, x.reductionFen])].some(Number.isNaN)) {
      setProblem(t('menuAdmin:amount_invalid'))
      return
    }
    setProblem(null)
    void save(() =>
      call(shopAdminApi.update, {
        shopId: shop.id,
        name: filledTexts(name) as { 'zh-Hans': string },
        address: filledTexts(address) as { 'zh-Hans': string },
        type,
        cuisine: cuisine as (typeof CUISINES)[number],
        lng: Number(lng),
        lat: Number(lat),
        phone: phone.trim(),
        whatsApp: whatsApp.trim() || null,
        weChat: weChat.trim() || null,
        image,
        photos,
        supportsDelivery: delivery,
        supportsPickup: pickup,
        minimumOrderFen,
        baseDeliveryFeeFen,
        perKmFeeFen,
        deliverySubsidyFen,
        fullReductionTiers: tierFen,
      }),
    )
  }

  return (
    <form className="menu-card" onSubmit={submit} aria-labelledby="shop-profile">
      <h2 id="shop-profile">{t('menuAdmin:profile')}</h2>
      <LocalizedFields label={t('menuAdmin:shop_name')} value={name} onChange={setName} maxLength={60} />
      <LocalizedFields
        label={t('menuAdmin:shop_address')}
        value={address}
        onChange={setAddress}
        maxLength={120}
      />
      <div className="shop-grid">
        <label>
          {t('menuAdmin:shop_type')}{' '}
          <select value={type} onChange={(e) => setType(e.target.value as MerchantShop['type'])}>
            {SHOP_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`menuAdmin:type_${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('menuAdmin:cuisine')}{' '}
          <select value={cuisine} onChange={(e) => setCuisine(e.target.value)} required>
            {!(CUISINES as readonly string[]).includes(cuisine) && (
              <option value="">{t('menuAdmin:choose')}</option>
            )}
            {CUISINES.map((x) => (
              <option key={x} value={x}>
                {t(`menuAdmin:cuisine_${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('menuAdmin:longitude')}{' '}
          <input
            inputMode="decimal"
            dir="ltr"
            required
            value={lng}
            onChange={(e) => setLng(e.target.value)}
          />
        </label>
        <label>
          {t('menuAdmin:latitude')}{' '}
          <input
            inputMode="decimal"
            dir="ltr"
            required
            value={lat}
            onChange={(e) => setLat(e.target.value)}
          />
        </label>
        <label>
          {t('menuAdmin:phone')}{' '}
          <input type="tel" dir="ltr" required value={phone} onChange={(e) => setPhone(e.target.value)} />
        </label>
        <label>
          {t('menuAdmin:whatsapp')}{' '}
          <input
            type="tel"
            dir="ltr"
            placeholder="+8613800138000"
            value={whatsApp}
            onChange={(e) => setWhatsApp(e.target.value)}
          />
        </label>
        <label>
          {t('menuAdmin:wechat')}{' '}
          <input dir="ltr" value={weChat} onChange={(e) => setWeChat(e.target.value)} />
        </label>
      </div>
      <fieldset>
        <legend>{t('menuAdmin:photos')}</legend>
        <p className="muted">{t('menuAdmin:main_photo_note')}</p>
        <div className="dish-photos">
          {[image, ...photos].map((url, i) => (
            <figure key={url}>
              <span className="muted">{url}</span>
              {i > 0 && (
                <>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => {
                      setImage(url)
                      setPhotos([image, ...photos.filter((p) => p !== url)])
                    }}
                  >
                    {t('menuAdmin:make_main')}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => setPhotos(photos.filter((p) => p !== url))}
                  >
                    {t('menuAdmin:remove_photo')}
                  </button>
                </>
              )}
            </figure>
          ))}
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
      </fieldset>
      <fieldset>
        <legend>{t('menuAdmin:money_settings')}</legend>
        <label>
          <input type="checkbox" checked={delivery} onChange={(e) => setDelivery(e.target.checked)} />{' '}
          {t('menuAdmin:supports_delivery')}
        </label>{' '}
        <label>
          <input type="checkbox" checked={pickup} onChange={(e) => setPickup(e.target.checked)} />{' '}
          {t('menuAdmin:supports_pickup')}
        </label>
        <div className="shop-grid">
          {(
            [
              ['menuAdmin:minimum_order_yuan', minimum, setMinimum],
              ['menuAdmin:base_delivery_fee_yuan', baseFee, setBaseFee],
              ['menuAdmin:per_km_fee_yuan', perKm, setPerKm],
              ['menuAdmin:delivery_subsidy_yuan', subsidy, setSubsidy],
            ] as const
          ).map(([key, value, setValue]) => (
            <label key={key}>
              {t(key)}{' '}
              <input
                inputMode="decimal"
                dir="ltr"
                required
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </label>
          ))}
        </div>
        <p className="muted">{t('menuAdmin:delivery_range_note')}</p>
      </fieldset>
      <fieldset>
        <legend>{t('menuAdmin:full_reduction')}</legend>
        {tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; the list is edited in place
          <fieldset key={i} className="tier-row" aria-label={t('menuAdmin:tier_n', { n: i + 1 })}>
            <label>
              {t('menuAdmin:tier_threshold_yuan')}{' '}
              <input
                inputMode="decimal"
                dir="ltr"
                required
                value={tier.threshold}
                onChange={(e) =>
                  setTiers(tiers.map((x, j) => (j === i ? { ...x, threshold: e.target.value } : x)))
                }
              />
            </label>{' '}
            <label>
              {t('menuAdmin:tier_reduction_yuan')}{' '}
              <input
                inputMode="decimal"
                dir="ltr"
                required
                value={tier.reduction}
                onChange={(e) =>
                  setTiers(tiers.map((x, j) => (j === i ? { ...x, reduction: e.target.value } : x)))
                }
              />
            </label>{' '}
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
            >
              {t('menuAdmin:remove_tier')}
            </button>
          </fieldset>
        ))}
        {tiers.length < 5 && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setTiers([...tiers, { threshold: '', reduction: '' }])}
          >
            {t('menuAdmin:add_tier')}
          </button>
        )}
      </fieldset>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {t('menuAdmin:save_profile')}
      </button>
    </form>
  )
}

export function Component() {
  const { staff } = useSignedIn()
  return <ShopPage staff={staff} />
}
