/** `#/pages/mine/share/reward/reward`: my reward money: the summary and the reward wallet's entries. */
import type { BillingRecord } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../shared/format'
import { PagedList, usePaged } from '../../shared/paged'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { SummaryCard } from './inviteParts'
import { inviteQueries } from './queries'

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('reward_title')} className="reward-page">
      {() => <Rewards />}
    </MemberOnly>
  )
}

function Rewards() {
  const { t } = useTranslation('invite')
  const summary = useQuery(inviteQueries.summary())
  const paged = usePaged(inviteQueries.ledger())
  return (
    <div className="page-body">
      {summary.data ? <SummaryCard summary={summary.data} /> : <SkeletonCards count={1} />}
      <section className="section">
        <h2 className="section-title">{t('ledger_title')}</h2>
        <PagedList paged={paged} listClassName="invite-list" empty={<EmptyState title={t('no_rewards')} />}>
          {(records) => records.map((r) => <RewardRow key={r.id} record={r} />)}
        </PagedList>
      </section>
    </div>
  )
}

function RewardRow({ record }: { record: BillingRecord }) {
  const { t } = useTranslation('invite')
  return (
    <li className="reward-row" data-testid="reward-row">
      <span>
        {t(`cause_${record.causeType}`, { defaultValue: record.causeType })}
        <br />
        <small>
          <bdi>{record.reference ?? ''}</bdi> <bdi>{formatDateTime(record.createdAt)}</bdi>
        </small>
      </span>
      <span>
        {record.amount < 0 ? '−' : '+'}
        <Price fen={Math.abs(record.amount)} />
      </span>
    </li>
  )
}
