/**
 * `#/pages/mine/coupons/draw/draw`: the double draw. A wheel of the prizes (with their odds) spins to
 * the prize the server drew, then the prize pops up with a link to where it landed; with
 * prefers-reduced-motion the wheel stops at once. Each tap is one draw under its own idempotency key
 * (a double tap or a retry is the same draw). The member's draws are listed below.
 */
import type { DrawRecord } from '@siam/contracts'
import { drawApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type CSSProperties, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { couponPaths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDateTime } from '../../shared/format'
import { createKeyKeeper } from '../../shared/idempotency'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { couponQueries, invalidateCoupons } from './queries'
import './coupons.css'

const SPIN_MS = 2400
const SLICE_COLOURS = ['var(--color-brand-soft)', 'var(--color-bg-soft)']

export function Component() {
  const { t } = useTranslation(['coupon', 'common'])
  return (
    <MemberOnly title={t('coupon:draw_title')} className="draw-page">
      {() => <Draw />}
    </MemberOnly>
  )
}

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

function Draw() {
  const { t } = useTranslation(['coupon', 'common'])
  const queryClient = useQueryClient()
  const prizes = useQuery({ ...couponQueries.prizes(), staleTime: 0 })
  const history = useQuery({ ...couponQueries.history(), staleTime: 0 })
  const keys = useRef(createKeyKeeper())
  const [round, setRound] = useState(0)
  const [turn, setTurn] = useState(0)
  const [shown, setShown] = useState<DrawRecord | null>(null)
  const [spinning, setSpinning] = useState(false)

  const list = prizes.data?.prizes ?? []
  const slice = list.length > 0 ? 360 / list.length : 360

  const play = useMutation({
    mutationFn: () => call(drawApi.play, { idempotencyKey: keys.current({ round }) }),
    onSuccess: (draw) => {
      const index = Math.max(
        0,
        list.findIndex((p) => p.id === draw.prize.id),
      )
      // Whole turns plus the angle that brings the won slice under the pointer at the top.
      setTurn((current) => current - (current % 360) + 360 * 5 + (360 - (index + 0.5) * slice))
      setShown(null)
      setSpinning(true)
      window.setTimeout(
        () => {
          setSpinning(false)
          setShown(draw)
          setRound((r) => r + 1)
          invalidateCoupons(queryClient)
        },
        reducedMotion() ? 0 : SPIN_MS,
      )
    },
  })

  if (prizes.isPending) return <SkeletonCards count={2} />
  if (prizes.isError) return <ErrorState page error={prizes.error} onRetry={() => void prizes.refetch()} />
  const drawsLeft = prizes.data.drawsLeft
  const slices = list
    .map((_, i) => `${SLICE_COLOURS[i % 2]} ${i * slice}deg ${(i + 1) * slice}deg`)
    .join(', ')

  return (
    <div className="page-body">
      <section className="section draw-stage">
        <p>{t('coupon:draws_available', { count: drawsLeft })}</p>
        <div className="draw-pointer" aria-hidden="true" />
        <div
          className="draw-wheel"
          data-testid="draw-wheel"
          style={{ transform: `rotate(${turn}deg)`, '--draw-slices': slices } as CSSProperties}
          aria-hidden="true"
        >
          {list.map((p, i) => (
            <span
              key={p.id}
              className="draw-label"
              style={{ transform: `rotate(${(i + 0.5) * slice}deg) translateY(-100px)` }}
            >
              {p.title}
            </span>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={drawsLeft === 0 || spinning || play.isPending || list.length === 0}
          onClick={() => play.mutate()}
        >
          {spinning || play.isPending ? t('coupon:drawing') : t('coupon:draw_button')}
        </button>
        <div aria-live="polite">
          {shown && (
            <div className="draw-result" data-testid="draw-result">
              <p>{t('coupon:you_won', { prize: shown.prize.title })}</p>
              {shown.prize.kind === 'coupon' && (
                <Link to={couponPaths.coupons()}>{t('coupon:see_prize')}</Link>
              )}
            </div>
          )}
        </div>
        {drawsLeft === 0 && !shown && <p className="coupon-note">{t('coupon:no_tickets')}</p>}
        <ul className="coupon-note">
          {list.map((p) => (
            <li key={p.id}>
              {p.title}: {t('coupon:prize_odds', { odds: (p.oddsBp / 100).toString() })}
            </li>
          ))}
        </ul>
      </section>
      <section className="section">
        <h2 className="section-title">{t('coupon:history')}</h2>
        {history.data && history.data.records.length === 0 ? (
          <EmptyState title={t('coupon:no_history')} />
        ) : (
          <ul className="coupon-rows" data-testid="draw-history">
            {history.data?.records.map((d) => (
              <li key={d.id} className="coupon-row">
                <span className="coupon-row-label">{d.prize.title}</span>
                <span className="coupon-row-value">
                  <bdi>{formatDateTime(d.createdAt)}</bdi>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
