/** Pieces the member money pages share: the login gate, signed amounts, bill rows, status pills, paging. */

import type { BillingRecord, RechargeTier } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { yuanText } from '../../shared/money'
import { IconChevron } from '../../shared/ui/icons'
import {
  amountText,
  amountTone,
  type CoinType,
  causeKey,
  type RechargeStatus,
  rechargeStatusKey,
  signedAmountText,
} from './wallet'
import './wallet.css'

export { LoadMore, usePaged } from '../../shared/paged'

/** "+¥5.00" in green, "−¥42.00" in red; kept left-to-right inside right-to-left text. */
export function SignedAmount({
  coinType,
  amount,
  className,
}: {
  coinType: CoinType
  amount: number
  className?: string
}) {
  return (
    <bdi dir="ltr" className={`wallet-amount wallet-amount-${amountTone(amount)} ${className ?? ''}`.trim()}>
      {signedAmountText(coinType, amount)}
    </bdi>
  )
}

/** One entry of a wallet: cause, reference and time; the signed amount and the balance after it. */
export function BillRow({ record }: { record: BillingRecord }) {
  const { t } = useTranslation(['wallet'])
  return (
    <li>
      <Link className="bill-row" to={paths.billDetail({ id: record.id })}>
        <span className="bill-row-main">
          <span className="bill-row-cause">{t(causeKey(record.causeType))}</span>
          {record.reference && (
            <span className="bill-row-ref">
              <bdi>{record.reference}</bdi>
            </span>
          )}
          <span className="bill-row-time">
            <bdi>{formatDateTime(record.createdAt)}</bdi>
          </span>
        </span>
        <span className="bill-row-end">
          <SignedAmount coinType={record.coinType} amount={record.amount} />
          <span className="bill-row-after">
            {t('wallet:balance_after_short', {
              amount: `\u2066${amountText(record.coinType, record.balanceAfter)}\u2069`,
            })}
          </span>
        </span>
        <IconChevron size={16} className="bill-row-chevron" />
      </Link>
    </li>
  )
}

export function RechargeStatusPill({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation('wallet')
  const tone = status === 'paid' ? 'paid' : status === 'unpaid' ? 'unpaid' : 'closed'
  return <span className={`recharge-status recharge-status-${tone}`}>{t(rechargeStatusKey(status))}</span>
}

/** "Pay ¥100.00" / "get ¥105.00" / "+¥5.00 bonus": the tier's words, on a card or a choice. */
export function TierText({ tier }: { tier: RechargeTier }) {
  const { t } = useTranslation('wallet')
  return (
    <>
      <span className="tier-pay">{t('wallet:tier_pay', { amount: yuanText(tier.payFen) })}</span>
      <span className="tier-get">{t('wallet:tier_get', { amount: yuanText(tier.getFen) })}</span>
      {tier.bonusFen > 0 && (
        <span className="tier-bonus">{t('wallet:tier_bonus', { amount: yuanText(tier.bonusFen) })}</span>
      )}
    </>
  )
}
