/**
 * `#/pages/mine/share/index/index` (product rules 9): my invite link and its QR code, a poster to
 * save, the rules (2% of the goods of each invitee's paid order, credited 7 days after completion;
 * double-draw tickets), my rewards and the friends I invited with their progress.
 */
import type { InvitedFriend } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDate } from '../../shared/format'
import { PagedList, usePaged } from '../../shared/paged'
import { useSession } from '../../shared/session'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconChevron } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { SummaryCard } from './inviteParts'
import { savePoster } from './poster'
import { inviteQueries } from './queries'
import { ShareBanner } from './ShareBanner'

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('share_title')} className="share-page">
      {() => <Share />}
    </MemberOnly>
  )
}

function Share() {
  const { t } = useTranslation('invite')
  const summary = useQuery(inviteQueries.summary())
  const poster = useQuery(inviteQueries.poster(window.location.origin + window.location.pathname))
  const username = useSession().member?.username ?? ''

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast.show(t('copied'))
    } catch {
      toast.show(url, { duration: 4000 })
    }
  }

  return (
    <div className="page-body">
      <ShareBanner />
      {summary.data ? <SummaryCard summary={summary.data} /> : <SkeletonCards count={1} />}

      <section className="section invite-qr" aria-label={t('my_link')}>
        {poster.data ? (
          <>
            {/* The SVG comes from our server's QR library: markup of rects only. */}
            <img src={`data:image/svg+xml;utf8,${encodeURIComponent(poster.data.qrSvg)}`} alt={t('qr_alt')} />
            <div className="invite-link">
              <bdi data-testid="invite-link">{poster.data.url}</bdi>
              <button
                type="button"
                className="btn btn-plain btn-small"
                onClick={() => void copy(poster.data.url)}
              >
                {t('copy')}
              </button>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() =>
                void savePoster(poster.data, {
                  title: t('poster_title', { name: username }),
                  note: t('poster_note'),
                })
              }
            >
              {t('save_poster')}
            </button>
          </>
        ) : (
          <SkeletonCards count={1} />
        )}
      </section>

      <section className="section">
        <h2 className="section-title">{t('rules_title')}</h2>
        <ol className="invite-rules">
          <li>{t('rule_bind')}</li>
          <li>
            {t('rule_reward', {
              percent: (summary.data?.rewardRateBp ?? 200) / 100,
              days: summary.data?.creditDelayDays ?? 7,
            })}
          </li>
          <li>{t('rule_tickets')}</li>
          <li>{t('rule_withdraw')}</li>
        </ol>
      </section>

      <section className="section section-list">
        <Link className="list-row" to={paths.shareReward()}>
          <span className="list-row-label">{t('reward_title')}</span>
          <IconChevron size={16} />
        </Link>
        <Link className="list-row" to={paths.unreceivedReward()}>
          <span className="list-row-label">{t('pending_title')}</span>
          <IconChevron size={16} />
        </Link>
        <Link className="list-row" to={paths.withdrawalDetail()}>
          <span className="list-row-label">{t('records_title')}</span>
          <IconChevron size={16} />
        </Link>
      </section>

      <Friends />
    </div>
  )
}

function Friends() {
  const { t } = useTranslation('invite')
  const paged = usePaged(inviteQueries.friends())
  return (
    <section className="section">
      <h2 className="section-title">{t('friends_title')}</h2>
      <PagedList paged={paged} listClassName="invite-list" empty={<EmptyState title={t('no_friends')} />}>
        {(records) => records.map((f) => <FriendRow key={f.memberId} friend={f} />)}
      </PagedList>
    </section>
  )
}

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const { t } = useTranslation('invite')
  const progress =
    friend.completedOrders > 0
      ? t('progress_completed')
      : friend.paidOrders > 0
        ? t('progress_ordered')
        : t('progress_joined')
  return (
    <li className="invite-friend">
      <div className="invite-friend-head">
        <bdi>{friend.username}</bdi>
        <span>{progress}</span>
      </div>
      <div className="invite-friend-meta">
        <span>{t('joined_on', { date: formatDate(friend.joinedAt) })}</span>
        <span>
          {t('credited')} <Price fen={friend.creditedFen} /> · {t('pending')}{' '}
          <Price fen={friend.pendingFen} />
        </span>
      </div>
    </li>
  )
}
