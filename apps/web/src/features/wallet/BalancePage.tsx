/**
 * `#/pages/mine/balance/index/index`: the balance and its details (member/billingRecord/list, coinType
 * balance, newest first, "load more"): each entry with its cause, reference, time, the signed amount
 * (green in, red out) and the balance after it; a tap opens the bill detail. A recharge button.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { walletQueries } from '../../shared/queries/walletQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { billQueries } from './queries'
import { BillRow, LoadMore, usePaged } from './walletParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'common'])
  return (
    <MemberOnly title={t('wallet:balance_title')} className="balance-page">
      {() => <Balance />}
    </MemberOnly>
  )
}

function Balance() {
  const { t } = useTranslation(['wallet', 'common'])
  const summary = useQuery({ ...walletQueries.summary(), staleTime: 0 })
  const { query, records } = usePaged(billQueries.balanceRecords())

  return (
    <div className="page-body">
      <section className="wallet-hero" aria-label={t('wallet:balance_available')}>
        <p className="wallet-hero-label">{t('wallet:balance_available')}</p>
        {summary.isPending ? (
          <SkeletonLines lines={1} />
        ) : summary.isError ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <Price fen={summary.data.balanceFen} className="wallet-hero-amount" />
        )}
        <Link className="btn btn-accent btn-block wallet-hero-button" to={paths.recharge()}>
          {t('wallet:recharge_now')}
        </Link>
      </section>

      <section className="section wallet-list-section" aria-labelledby="balance-details">
        <div className="wallet-section-head">
          <h2 id="balance-details" className="section-title">
            {t('wallet:details_title')}
          </h2>
          <Link className="wallet-section-more" to={paths.rechargeRecords()}>
            {t('wallet:records_title')}
          </Link>
        </div>
        {query.isPending ? (
          <SkeletonCards count={3} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : records.length === 0 ? (
          <EmptyState title={t('wallet:no_entries')} />
        ) : (
          <>
            <ul className="bill-list">
              {records.map((r) => (
                <BillRow key={r.id} record={r} />
              ))}
            </ul>
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
              count={records.length}
            />
          </>
        )}
      </section>
    </div>
  )
}
