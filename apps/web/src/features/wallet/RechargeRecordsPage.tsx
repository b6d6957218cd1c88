/**
 * `#/pages/mine/member/record/record`: the member's recharges (member/recharge/list, newest first, "load
 * more"): amount paid, bonus, recharge number, time and status (unpaid, paid, closed); a tap opens the
 * recharge in the bill detail page.
 */

import type { Recharge } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { yuanText } from '../../shared/money'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { rechargeQueries } from './queries'
import { LoadMore, RechargeStatusPill, usePaged } from './walletParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'common'])
  return (
    <MemberOnly title={t('wallet:records_title')} className="records-page">
      {() => <Records />}
    </MemberOnly>
  )
}

function Records() {
  const { t } = useTranslation(['wallet', 'common'])
  const { query, records } = usePaged(rechargeQueries.list())

  return (
    <div className="page-body">
      {query.isPending ? (
        <SkeletonCards count={3} />
      ) : query.isError ? (
        <ErrorState page error={query.error} onRetry={() => void query.refetch()} />
      ) : records.length === 0 ? (
        <EmptyState
          title={t('wallet:no_records')}
          action={
            <Link className="btn btn-primary" to={paths.recharge()}>
              {t('wallet:recharge_now')}
            </Link>
          }
        />
      ) : (
        <section className="section wallet-list-section">
          <ul className="bill-list">
            {records.map((r) => (
              <RechargeRow key={r.id} recharge={r} />
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            count={records.length}
          />
        </section>
      )}
    </div>
  )
}

function RechargeRow({ recharge }: { recharge: Recharge }) {
  const { t } = useTranslation(['wallet', 'pay'])
  return (
    <li>
      <Link className="bill-row" to={paths.billDetail({ rechargeId: recharge.id })}>
        <span className="bill-row-main">
          <span className="bill-row-cause">{t('wallet:cause_recharge')}</span>
          <span className="bill-row-ref">
            <bdi>{recharge.rechargeNo}</bdi>
          </span>
          <span className="bill-row-time">
            <bdi>{formatDateTime(recharge.createdAt)}</bdi>
          </span>
        </span>
        <span className="bill-row-end">
          <Price fen={recharge.payFen} className="recharge-row-amount" />
          {recharge.bonusFen > 0 && (
            <span className="tier-bonus">
              {t('wallet:tier_bonus', { amount: yuanText(recharge.bonusFen) })}
            </span>
          )}
          <RechargeStatusPill status={recharge.status} />
        </span>
        <IconChevron size={16} className="bill-row-chevron" />
      </Link>
    </li>
  )
}
