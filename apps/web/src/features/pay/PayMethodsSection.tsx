import type { DescriptorOutput } from '@siam/api-client'
import type { paymentApi } from '@siam/contracts/descriptors'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { yuanText } from '../../shared/money'
import type { PayOffer, PayType } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SkeletonCards } from '../../shared/ui/Skeleton'

type Methods = UseQueryResult<DescriptorOutput<typeof paymentApi.methods>>

/** The methods for this order, each with its reason when it cannot pay, and the way to a missing password. */
export function PayMethodsSection({
  methods,
  offers,
  selected,
  onChoose,
  here,
}: {
  methods: Methods
  offers: PayOffer[]
  selected: PayType | null
  onChoose: (payType: PayType) => void
  /** Where the payment password pages come back to. */
  here: string
}) {
  const { t } = useTranslation('pay')
  const passwordMissing = offers.some((m) => m.payType === 'balance' && m.passwordMissing)
  return (
    <section className="section" aria-label={t('pay:methods')}>
      <h2 className="section-title">{t('pay:methods')}</h2>
      {methods.isPending ? (
        <SkeletonCards count={2} />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : (
        <PayMethodList
          offers={offers}
          selected={selected}
          onChoose={onChoose}
          label={{ 'aria-label': t('pay:methods') }}
          note={(m) =>
            m.payType === 'balance' &&
            methods.data && (
              <span className="pay-method-note">
                {t('pay:balance_now', { amount: yuanText(methods.data.balanceFen) })}
              </span>
            )
          }
          after={(m) =>
            m.passwordMissing && <span className="pay-method-reason">{t('pay:password_not_set')}</span>
          }
        />
      )}
      {methods.data && !offers.some((m) => m.available) && <p className="field-hint">{t('pay:no_method')}</p>}
      {selected === 'balance' && passwordMissing && (
        <div className="o-notice o-notice-info pay-password-missing" role="status">
          <p>{t('pay:password_not_set')}</p>
          <Link className="btn btn-outline btn-small" to={paths.securityReset({ redirect: here })}>
            {t('pay:go_set_password')}
          </Link>
        </div>
      )}
    </section>
  )
}
