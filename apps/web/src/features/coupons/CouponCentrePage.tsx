/**
 * `#/pages/mine/coupons/centre/centre`: the coupon centre. Running campaigns with what is left overall
 * and for the member; "claim" puts the coupon in the member's list at once. "Ask for a discount" shows
 * the platform's WhatsApp and WeChat service contacts (settings). Links to packs and the draw.
 */
import type { CouponCampaign } from '@siam/contracts'
import { couponCentreApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { couponPaths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDate } from '../../shared/format'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { CouponValue, termsText, thresholdText } from './couponParts'
import { couponQueries, invalidateCoupons } from './queries'
import './coupons.css'

export function Component() {
  const { t } = useTranslation(['coupon', 'common'])
  return (
    <MemberOnly title={t('coupon:centre_title')} className="coupon-centre-page">
      {() => <Centre />}
    </MemberOnly>
  )
}

function Centre() {
  const { t } = useTranslation(['coupon', 'common'])
  const campaigns = useQuery({ ...couponQueries.campaigns(), staleTime: 0 })
  const contact = useQuery(couponQueries.serviceContact())
  return (
    <div className="page-body">
      {campaigns.isPending ? (
        <SkeletonCards count={3} />
      ) : campaigns.isError ? (
        <ErrorState page error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <EmptyState title={t('coupon:centre_empty')} />
      ) : (
        <ul className="coupon-list">
          {campaigns.data.map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </ul>
      )}
      <section className="section coupon-footer">
        <Link className="btn btn-outline btn-block" to={couponPaths.couponPacks()}>
          {t('coupon:packs_title')}
        </Link>
        <Link className="btn btn-outline btn-block" to={couponPaths.draw()}>
          {t('coupon:draw_title')}
        </Link>
        <details>
          <summary className="btn btn-plain btn-block">{t('coupon:ask_discount')}</summary>
          {contact.data && (
            <p className="coupon-note">
              {t('coupon:ask_discount_text', {
                whatsApp: contact.data.whatsApp,
                weChat: contact.data.weChat,
              })}{' '}
              <a
                href={`https://wa.me/${contact.data.whatsApp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noreferrer"
              >
                WhatsApp
              </a>{' '}
              <a href={`weixin://dl/chat?${encodeURIComponent(contact.data.weChat)}`}>WeChat</a>
            </p>
          )}
        </details>
      </section>
    </div>
  )
}

function CampaignCard({ campaign }: { campaign: CouponCampaign }) {
  const { t } = useTranslation(['coupon', 'common'])
  const queryClient = useQueryClient()
  const claim = useMutation({
    mutationFn: () => call(couponCentreApi.claim, { campaignId: campaign.id }),
    onSuccess: () => toast.show(t('coupon:claim_done')),
    onSettled: () => invalidateCoupons(queryClient),
  })
  const soldOut = campaign.remaining === 0
  const done = campaign.memberRemaining === 0
  return (
    <li className="coupon-card" data-testid="campaign-card">
      <div className="coupon-card-left">
        <CouponValue terms={campaign} />
        {campaign.kind !== 'doubleDraw' && (
          <span className="coupon-threshold">{thresholdText(t, campaign.thresholdFen)}</span>
        )}
      </div>
      <div className="coupon-card-body">
        <p className="coupon-title">{campaign.title}</p>
        <p className="coupon-terms">{termsText(t, campaign)}</p>
        <p className="coupon-meta">
          {t('coupon:remaining', { count: campaign.remaining })} · <bdi>{formatDate(campaign.endsAt)}</bdi>
        </p>
      </div>
      <div className="coupon-card-end">
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={soldOut || done || claim.isPending}
          onClick={() => claim.mutate()}
        >
          {done ? t('coupon:claimed') : soldOut ? t('coupon:sold_out') : t('coupon:claim')}
        </button>
      </div>
    </li>
  )
}
