/**
 * `#/pages/internal/mall/pay/pay`: checkout of selected cart lines (`lines`) or one goods item
 * (`goodsId`, `specId`, `number`): delivery address from the address book, what it costs in points and
 * cash (the server's preview), the payment password; points come from the points wallet and the cash
 * part from the balance (decision 0019) or by WeChat Pay, Alipay or card (decision 0025: the order is
 * placed unpaid, then the provider's page and the payment check page). Free shipping.
 */
import type { MallDraft } from '@siam/contracts'
import { mallApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { addressListQuery } from '../../shared/addressList'
import { call } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { createKeyKeeper } from '../../shared/idempotency'
import { type PayOffer, type PayType, providerOffers } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { payWithProvider } from '../../shared/payment/providerPay'
import { useSession } from '../../shared/session'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { MallPrice } from './mallParts'
import { invalidateMall, mallQueries } from './queries'
import '../../shared/payment/pay.css'

/** The draft the page's query describes. */
export function draftFrom(params: URLSearchParams): MallDraft | null {
  const lines = params.get('lines')
  if (lines) return { cartLineIds: lines.split(',').filter(Boolean) }
  const goodsId = params.get('goodsId')
  const number = Number(params.get('number') ?? '1')
  if (goodsId && Number.isInteger(number) && number >= 1) {
    return { goods: { goodsId, specId: params.get('specId') ?? '', number } }
  }
  return null
}

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('pay_title')}>{() => <Pay />}</MemberOnly>
}

function Pay() {
  const { t } = useTranslation(['mall', 'pay', 'common'])
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const member = useSession().member
  const draft = useMemo(() => draftFrom(params), [params])
  const addresses = useQuery(addressListQuery)
  const [chosen, setChosen] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const keyFor = useMemo(() => createKeyKeeper(), [])
  const records = addresses.data?.records ?? []
  const addressId = chosen ?? records.find((a) => a.isDefault)?.id ?? records[0]?.id ?? null
  const preview = useQuery({ ...mallQueries.preview(draft ?? { cartLineIds: [] }), enabled: draft !== null })
  const environment = payEnvironment()
  const offers: PayOffer[] = [
    { payType: 'balance', available: true, reasonKey: null, canPay: true, passwordMissing: false },
    ...providerOffers(environment),
  ]
  const [method, setMethod] = useState<PayType>('balance')
  // The methods open on demand: the balance stays the one-tap default, and the page keeps its length.
  const [showMethods, setShowMethods] = useState(false)
  const place = useMutation({
    mutationFn: async () => {
      if (!draft || !addressId) throw new Error('no draft')
      const cashBy = method === 'balance' ? ('balance' as const) : ('provider' as const)
      const body = { draft, deliveryAddressId: addressId, cashBy }
      const order = await call(mallApi.insert, {
        ...body,
        paymentPassword: password,
        idempotencyKey: keyFor(body),
      })
      invalidateMall.order(queryClient, order.id)
      if (order.status === 'unpaid' && method !== 'balance') {
        // The cash part at the provider; the check page comes back to the order.
        await payWithProvider({
          target: { mallOrderId: order.id },
          payType: method,
          environment,
          idempotencyKey: keyFor({ mallOrderId: order.id, method }),
          navigate: (to) => navigate(to, { replace: true }),
        })
        return
      }
      navigate(paths.mallOrderDetail(order.id), { replace: true })
    },
  })
  if (!draft) return <p className="page-body">{t('mall:nothing_to_buy')}</p>
  if (preview.isPending || addresses.isPending) return <SkeletonCards count={3} />
  if (preview.isError) return <QueryError query={preview} page />
  const p = preview.data
  // The balance matters only when it pays the cash part.
  const blockers = p.blockers.filter((key) => method === 'balance' || key !== 'INSUFFICIENT_BALANCE')
  const blocked = blockers.length > 0 || !addressId
  return (
    <>
      <div className="page-body">
        <section className="mall-section">
          <h2>{t('mall:address')}</h2>
          {records.length === 0 ? (
            <Link
              className="btn btn-small"
              to={paths.addressInsert({ redirect: `${location.hash.slice(1)}` })}
            >
              {t('mall:add_address')}
            </Link>
          ) : (
            <select
              aria-label={t('mall:address')}
              value={addressId ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {records.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.contactName} {a.phone} · {a.city} {a.street} {a.door}
                </option>
              ))}
            </select>
          )}
        </section>
        <section className="mall-section">
          <h2>{t('mall:goods')}</h2>
          <ul className="mall-lines">
            {p.lines.map((l) => (
              <li key={`${l.goodsId}:${l.specId}`} className="mall-line">
                <div className="mall-line-body">
                  <span>{l.name}</span>
                  {l.specName && <span className="mall-line-spec">{l.specName}</span>}
                  <MallPrice points={l.points} cashFen={l.cashFen} />
                </div>
                <bdi>×{l.number}</bdi>
              </li>
            ))}
          </ul>
          <p>
            {t('mall:shipping')}: {t('mall:free_shipping')}
          </p>
          <p>
            {t('mall:your_points', { n: p.pointsBalance })} · {t('mall:your_balance')}{' '}
            <Price fen={p.balanceFen} />
          </p>
          {blockers.map((key) => (
            <p key={key} className="form-error" role="alert">
              {t(`errors:${key}`)}
            </p>
          ))}
        </section>
        {p.cashFen > 0 && (
          <section className="mall-section">
            {showMethods ? (
              <PayMethodList
                offers={offers}
                selected={method}
                onChoose={setMethod}
                label={{ 'aria-label': t('pay:methods') }}
              />
            ) : (
              <button
                type="button"
                className="link-button"
                aria-expanded={false}
                onClick={() => setShowMethods(true)}
              >
                {t('pay:methods')}: {t(`pay:method_${method}`)}
              </button>
            )}
          </section>
        )}
        <section className="mall-section">
          <label className="mall-field">
            <span>{t('mall:payment_password')}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          {member && !member.hasPaymentPassword && (
            <Link to={paths.securityReset({ redirect: location.hash.slice(1) })}>
              {t('mall:set_payment_password')}
            </Link>
          )}
        </section>
      </div>
      <div className="mall-bar">
        <span className="mall-bar-total">
          {t('mall:total')} <MallPrice points={p.points} cashFen={p.cashFen} />
        </span>
        <button
          type="button"
          className="btn btn-accent"
          disabled={blocked || password.length !== 6 || place.isPending}
          onClick={() => place.mutate()}
        >
          {t('mall:pay_now')}
        </button>
      </div>
    </>
  )
}
