/**
 * `#/pages/mine/member/index/index`: the member centre. Balance, points and reward (member/wallet/summary),
 * the recharge tiers as cards ("pay ¥100, get ¥105" with the bonus highlighted, each opening the recharge
 * page with that tier), and the ways to recharge records, balance details and the payment password.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { walletQueries } from '../../shared/queries/walletQueries'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron, IconKey, IconOrder, IconWallet } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { rechargeQueries } from './queries'
import { TierText } from './walletParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'common'])
  return (
    <MemberOnly title={t('wallet:member_title')} className="member-page">
      {() => <MemberCentre />}
    </MemberOnly>
  )
}

function MemberCentre() {
  const { t } = useTranslation(['wallet', 'common'])
  const summary = useQuery({ ...walletQueries.summary(), staleTime: 0 })
  const tiers = useQuery(rechargeQueries.tiers())

  return (
    <div className="page-body">
      <section className="wallet-hero" aria-label={t('wallet:coin_balance')}>
        {summary.isPending ? (
          <SkeletonLines lines={2} />
        ) : summary.isError ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            <p className="wallet-hero-label">{t('wallet:coin_balance')}</p>
            <Price fen={summary.data.balanceFen} className="wallet-hero-amount" />
            <dl className="wallet-counters">
              <div>
                <dt>{t('wallet:coin_points')}</dt>
                <dd>
                  <bdi>{summary.data.points}</bdi>
                </dd>
              </div>
              <div>
                <dt>
                  <Link to={paths.shareReward()}>{t('wallet:coin_reward')}</Link>
                </dt>
                <dd>
                  <Link to={paths.shareReward()}>
                    <Price fen={summary.data.rewardFen} />
                  </Link>
                </dd>
              </div>
            </dl>
          </>
        )}
        <Link className="btn btn-accent btn-block wallet-hero-button" to={paths.recharge()}>
          {t('wallet:recharge_now')}
        </Link>
      </section>

      <section className="section" aria-labelledby="member-tiers">
        <h2 id="member-tiers" className="section-title">
          {t('wallet:tiers_title')}
        </h2>
        {tiers.isPending ? (
          <SkeletonLines lines={3} />
        ) : tiers.isError ? (
          <ErrorState error={tiers.error} onRetry={() => void tiers.refetch()} />
        ) : tiers.data.records.length === 0 ? (
          <p className="field-hint">{t('wallet:no_tiers')}</p>
        ) : (
          <ul className="tier-cards">
            {tiers.data.records.map((tier) => (
              <li key={tier.id}>
                <Link className="tier-card" to={paths.recharge({ tierId: tier.id })}>
                  <TierText tier={tier} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="section wallet-links" aria-label={t('wallet:member_title')}>
        <Link className="wallet-row" to={paths.rechargeRecords()}>
          <IconOrder size={22} />
          <span className="wallet-row-label">{t('wallet:records_title')}</span>
          <IconChevron size={16} />
        </Link>
        <Link className="wallet-row" to={paths.balance()}>
          <IconWallet size={22} />
          <span className="wallet-row-label">{t('wallet:details_title')}</span>
          <IconChevron size={16} />
        </Link>
        <Link className="wallet-row" to={paths.security()}>
          <IconKey size={22} />
          <span className="wallet-row-label">{t('wallet:security_title')}</span>
          <IconChevron size={16} />
        </Link>
      </section>
    </div>
  )
}
