import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { payEnvironment } from '../../shared/environment'
import { isPayType, nextPayable, type PayType, providerOffers } from '../../shared/payment/offers'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import '../../shared/payment/pay.css'
import { rechargeQueries } from './queries'
import { ExistingRecharge, RechargeMethods, TierChoices } from './rechargeParts'
import { type Subject, useRechargePay } from './useRechargePay'
import { rechargeStatusKey } from './wallet'

export function Component() {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  return (
    <MemberOnly title={t('wallet:recharge_title')} className="recharge-page page-with-pay-bar">
      {() => <Recharge />}
    </MemberOnly>
  )
}

function Recharge() {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  const [params] = useSearchParams()
  const existingId = params.get('rechargeId') ?? ''
  const wantedTier = params.get('tierId')
  const failedParam = params.get('failed')
  const failed = isPayType(failedParam) ? failedParam : null
  const environment = payEnvironment()

  const tiers = useQuery({ ...rechargeQueries.tiers(), enabled: existingId === '' })
  const existing = useQuery({
    ...rechargeQueries.detail(existingId),
    enabled: existingId !== '',
    staleTime: 0,
  })

  const [chosenTier, setChosenTier] = useState<string | null>(null)
  const [chosenMethod, setChosenMethod] = useState<PayType | null>(null)
  const recharge = useRechargePay(environment)

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

  function pay() {
    if (!subject || !method || method === 'balance') return
    void recharge.pay(subject, method)
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
          <ExistingRecharge recharge={existing.data} />
        ) : (
          <TierChoices tiers={tierList} chosen={tier?.id} onChoose={setChosenTier} />
        )}
        <RechargeMethods offers={offers} method={method} onChoose={setChosenMethod} failed={failed} />
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
          disabled={!method || recharge.busy}
          aria-busy={recharge.busy}
          onClick={pay}
        >
          {method ? t('pay:pay_with', { method: t(`pay:method_${method}`) }) : t('pay:choose_method')}
        </button>
      </div>
    </>
  )
}
