import { callKey } from '@siam/api-client'
/**
 * `#/pages/mine/member/recharge/recharge?tierId=` (or `?rechargeId=` to pay an unpaid recharge; `failed`
 * moves on from a method that did not work). Choose a tier ("pay ¥100, get ¥105") and a method among
 * those that work where the app runs (WeChat Pay only inside WeChat, Alipay and card only in a browser;
 * the others say why; the balance never pays a recharge), then `member/recharge/create` and
 * `member/payment/create` with { rechargeId }, each with an idempotency key kept for the attempt (a retry
 * after a network failure sends the same keys, so the server makes one recharge and one payment), and
 * follow the provider's answer like the pay page. The payment check page then shows the result.
 */
import { walletApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { payEnvironment } from '../../shared/environment'
import { createKeyKeeper } from '../../shared/idempotency'
import { isPayType, nextPayable, type PayType, providerOffers } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { payWithProvider } from '../../shared/payment/providerPay'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState, isConnectionError } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { RechargeStatusPill, TierText } from './walletParts'
import '../../shared/payment/pay.css'
import { rechargeStatusKey } from './wallet'

export function Component() {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  return (
    <MemberOnly title={t('wallet:recharge_title')} className="recharge-page page-with-pay-bar">
      {() => <Recharge />}
    </MemberOnly>
  )
}

/** A timeout or network failure: the same attempt may be retried (a plain boolean, not a type guard). */
const lostConnection = (error: ApiError): boolean => isConnectionError(error)

/** What is being paid: a tier (a new recharge is made for it) or an existing unpaid recharge. */
type Subject = { tierId: string; payFen: number } | { rechargeId: string; payFen: number }

function Recharge() {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const existingId = params.get('rechargeId') ?? ''
  const wantedTier = params.get('tierId')
  const failedParam = params.get('failed')
  const failed = isPayType(failedParam) ? failedParam : null
  const environment = payEnvironment()

  const tiers = useQuery({
    queryKey: callKey(walletApi.rechargeTiers),
    queryFn: () => call(walletApi.rechargeTiers, {}),
    enabled: existingId === '',
  })
  const existing = useQuery({
    queryKey: callKey(walletApi.rechargeDetail, existingId),
    queryFn: () => call(walletApi.rechargeDetail, { id: existingId }, { silent: true }),
    enabled: existingId !== '',
    staleTime: 0,
  })

  const [chosenTier, setChosenTier] = useState<string | null>(null)
  const [chosenMethod, setChosenMethod] = useState<PayType | null>(null)
  const [busy, setBusy] = useState(false)
  // One key per attempt (see the file comment): kept for a retry, new once the server refused.
  const rechargeKeys = useRef(createKeyKeeper())
  const paymentKeys = useRef(createKeyKeeper())

  const offers = providerOffers(environment)
  const method =
    chosenMethod && offers.some((m) => m.payType === chosenMethod && m.canPay)
      ? chosenMethod
      : nextPayable(offers, failed)

  const tierList = tiers.data?.records ?? []
  const tier =
    tierList.find((x) => x.id === chosenTier) ??
    tierList.find((x) => x.id === wantedTier) ??
    tierList[0] ??
    null

  let subject: Subject | null = null
  if (existingId !== '') {
    if (existing.data?.status === 'unpaid') subject = { rechargeId: existingId, payFen: existing.data.payFen }
  } else if (tier) {
    subject = { tierId: tier.id, payFen: tier.payFen }
  }

  async function pay() {
    if (busy || !subject || !method || method === 'balance') return
    setBusy(true)
    let stage: 'recharge' | 'payment' = 'recharge'
    try {
      let rechargeId: string
      if ('rechargeId' in subject) {
        rechargeId = subject.rechargeId
      } else {
        const idempotencyKey = rechargeKeys.current({ tierId: subject.tierId })
        const recharge = await call(walletApi.rechargeCreate, { tierId: subject.tierId, idempotencyKey })
        rechargeId = recharge.id
      }
      stage = 'payment'
      const idempotencyKey = paymentKeys.current({ rechargeId, payType: method, environment })
      // a redirect leaves the page; WeChat's sheet continues on the check page
      await payWithProvider({
        target: { rechargeId },
        payType: method,
        environment,
        idempotencyKey,
        navigate: (to) => navigate(to),
      })
    } catch (error) {
      // The request helper has said what went wrong. A refusal ends the attempt: the next tap is a new
      // one (a refused recharge, or one that can no longer be paid, means a new recharge too).
      if (error instanceof ApiError && !lostConnection(error)) {
        paymentKeys.current = createKeyKeeper()
        if (stage === 'recharge' || error.errorKey === 'RECHARGE_NOT_PAYABLE') {
          rechargeKeys.current = createKeyKeeper()
        }
      }
    } finally {
      setBusy(false)
    }
  }

  const loading = existingId !== '' ? existing.isPending : tiers.isPending
  const failedToLoad = existingId !== '' ? existing.isError : tiers.isError
  if (loading) {
    return (
      <div className="page-body">
        <SkeletonCards count={2} />
      </div>
    )
  }
  if (failedToLoad) {
    const error = existingId !== '' ? existing.error : tiers.error
    return (
      <div className="page-body">
        <ErrorState
          page
          error={error}
          message={error?.message}
          onRetry={() => void (existingId !== '' ? existing.refetch() : tiers.refetch())}
        />
      </div>
    )
  }
  if (existingId !== '' && existing.data && existing.data.status !== 'unpaid') {
    return (
      <div className="page-body">
        <EmptyState
          title={t('wallet:recharge_not_payable', { status: t(rechargeStatusKey(existing.data.status)) })}
          action={
            <Link className="btn btn-primary" to={paths.recharge()} replace>
              {t('wallet:recharge_again')}
            </Link>
          }
        />
      </div>
    )
  }
  if (!subject) {
    return (
      <div className="page-body">
        <EmptyState title={t('wallet:no_tiers')} />
      </div>
    )
  }

  return (
    <>
      <div className="page-body">
        {existingId !== '' && existing.data ? (
          <section className="section recharge-existing">
            <p className="bill-hero-cause">{t('wallet:cause_recharge')}</p>
            <p>
              <bdi>{existing.data.rechargeNo}</bdi>
            </p>
            <RechargeStatusPill status={existing.data.status} />
          </section>
        ) : (
          <section className="section" aria-labelledby="recharge-tiers">
            <h2 id="recharge-tiers" className="section-title">
              {t('wallet:choose_tier')}
            </h2>
            <div className="tier-choices" role="radiogroup" aria-labelledby="recharge-tiers">
              {tierList.map((x) => (
                // biome-ignore lint/a11y/useSemanticElements: card-shaped choices; radio semantics for screen readers
                <button
                  key={x.id}
                  type="button"
                  role="radio"
                  aria-checked={x.id === tier?.id}
                  className={x.id === tier?.id ? 'tier-card on' : 'tier-card'}
                  onClick={() => setChosenTier(x.id)}
                >
                  <TierText tier={x} />
                </button>
              ))}
            </div>
          </section>
        )}

        <section className="section" aria-labelledby="recharge-methods">
          <h2 id="recharge-methods" className="section-title">
            {t('pay:methods')}
          </h2>
          <PayMethodList
            offers={offers}
            selected={method}
            onChoose={setChosenMethod}
            label={{ 'aria-labelledby': 'recharge-methods' }}
          />
          <p className="field-hint recharge-no-balance">{t('wallet:no_balance_for_recharge')}</p>
          {failed && failed !== 'balance' && (
            <p className="o-notice o-notice-warning" role="status">
              {t('pay:previous_failed', { method: t(`pay:method_${failed}`) })}
            </p>
          )}
        </section>
        <p className="pay-sandbox-note">{t('pay:provider_note')}</p>
      </div>
      <div className="bottom-bar pay-bar">
        <div className="pay-bar-total">
          <span className="pay-bar-label">{t('pay:to_pay')}</span>
          <Price fen={subject.payFen} className="price-big" />
        </div>
        <button
          type="button"
          className="btn btn-primary pay-bar-button"
          disabled={!method || busy}
          aria-busy={busy}
          onClick={() => void pay()}
        >
          {method ? t('pay:pay_with', { method: t(`pay:method_${method}`) }) : t('pay:choose_method')}
        </button>
      </div>
    </>
  )
}
