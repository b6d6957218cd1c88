/** The recharge page's parts: the recharge being paid, the tiers, and the methods. */
import type { DescriptorOutput } from '@siam/api-client'
import type { walletApi } from '@siam/contracts/descriptors'
import { useTranslation } from 'react-i18next'
import type { PayOffer, PayType } from '../../shared/payment/offers'
import { PayMethodList } from '../../shared/payment/PayMethodList'
import { RechargeStatusPill, TierText } from './walletParts'

type Recharge = DescriptorOutput<typeof walletApi.rechargeDetail>
type Tier = DescriptorOutput<typeof walletApi.rechargeTiers>['records'][number]

export function ExistingRecharge({ recharge }: { recharge: Recharge }) {
  const { t } = useTranslation('wallet')
  return (
    <section className="section recharge-existing">
      <p className="bill-hero-cause">{t('wallet:cause_recharge')}</p>
      <p>
        <bdi>{recharge.rechargeNo}</bdi>
      </p>
      <RechargeStatusPill status={recharge.status} />
    </section>
  )
}

export function TierChoices({
  tiers,
  chosen,
  onChoose,
}: {
  tiers: Tier[]
  chosen: string | undefined
  onChoose: (tierId: string) => void
}) {
  const { t } = useTranslation('wallet')
  return (
    <section className="section" aria-labelledby="recharge-tiers">
      <h2 id="recharge-tiers" className="section-title">
        {t('wallet:choose_tier')}
      </h2>
      <div className="tier-choices" role="radiogroup" aria-labelledby="recharge-tiers">
        {tiers.map((x) => (
          // biome-ignore lint/a11y/useSemanticElements: card-shaped choices; radio semantics for screen readers
          <button
            key={x.id}
            type="button"
            role="radio"
            aria-checked={x.id === chosen}
            className={x.id === chosen ? 'tier-card on' : 'tier-card'}
            onClick={() => onChoose(x.id)}
          >
            <TierText tier={x} />
          </button>
        ))}
      </div>
    </section>
  )
}

export function RechargeMethods({
  offers,
  method,
  onChoose,
  failed,
}: {
  offers: PayOffer[]
  method: PayType | null
  onChoose: (payType: PayType) => void
  /** The method that did not work last time, said so here. */
  failed: PayType | null
}) {
  const { t } = useTranslation(['wallet', 'pay'])
  return (
    <section className="section" aria-labelledby="recharge-methods">
      <h2 id="recharge-methods" className="section-title">
        {t('pay:methods')}
      </h2>
      <PayMethodList
        offers={offers}
        selected={method}
        onChoose={onChoose}
        label={{ 'aria-labelledby': 'recharge-methods' }}
      />
      <p className="field-hint recharge-no-balance">{t('wallet:no_balance_for_recharge')}</p>
      {failed && failed !== 'balance' && (
        <p className="o-notice o-notice-warning" role="status">
          {t('pay:previous_failed', { method: t(`pay:method_${failed}`) })}
        </p>
      )}
    </section>
  )
}
