/** Pieces the member money pages share: the login gate, signed amounts, bill rows, status pills, paging. */

import type { BillingRecord, RechargeTier } from '@siam/contracts'
import { useInfiniteQuery } from '@tanstack/react-query'
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
import type { PagedQuery } from './queries'

export const PAGE_SIZE = 10

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

/** A "load more" list of one of the member's paged calls (pageNo 1-based, total from the server). */
export function usePaged<T>({ queryKey, fetchPage }: PagedQuery<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.records.length, 0)
      return loaded < last.total && last.records.length > 0 ? all.length + 1 : undefined
    },
    staleTime: 0,
  })
  const records = query.data?.pages.flatMap((p) => p.records) ?? []
  return { query, records }
}

/** The button under a paged list: "Load more" while there is more, "That's all" after a long list. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  count,
}: {
  hasMore: boolean
  loading: boolean
  onMore: () => void
  count: number
}) {
  const { t } = useTranslation('common')
  if (hasMore) {
    return (
      <button
        type="button"
        className="btn btn-plain btn-block wallet-more"
        disabled={loading}
        onClick={onMore}
      >
        {loading ? t('common:loading') : t('common:load_more')}
      </button>
    )
  }
  return count > PAGE_SIZE ? <p className="wallet-list-end">{t('common:no_more')}</p> : null
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
