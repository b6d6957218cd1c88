/**
 * The affiliate join page (spec 2 "Other", spec 6 opt-in): what the programme gives and its QR code.
 * "Join" stores the opt-in (member/affiliate/join) and opens my invite page; once joined, the page
 * says since when and links straight to inviting.
 */
import { inviteApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { formatDate } from '../../shared/format'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { inviteQueries } from './queries'
import './invite.css'

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('affiliate_title')} className="affiliate-page">
      {() => <Affiliate />}
    </MemberOnly>
  )
}

function Affiliate() {
  const { t } = useTranslation('invite')
  const poster = useQuery(inviteQueries.poster(window.location.origin + window.location.pathname))
  const summary = useQuery(inviteQueries.summary())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const joinedAt = summary.data?.affiliateJoinedAt ?? null

  async function join() {
    setBusy(true)
    try {
      await call(inviteApi.affiliateJoin, {})
      await queryClient.invalidateQueries({ queryKey: inviteQueries.summary().queryKey })
      navigate(paths.share())
    } catch {
      // the call's error is already shown
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="page-body">
      <section className="section">
        <p>{t('affiliate_intro')}</p>
      </section>
      <section className="section invite-qr">
        {poster.data ? (
          <img src={`data:image/svg+xml;utf8,${encodeURIComponent(poster.data.qrSvg)}`} alt={t('qr_alt')} />
        ) : (
          <SkeletonCards count={1} />
        )}
        {!summary.data ? null : joinedAt ? (
          <>
            <p>{t('affiliate_joined', { date: formatDate(joinedAt) })}</p>
            <Link className="btn btn-primary btn-block" to={paths.share()}>
              {t('affiliate_invite')}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy}
            onClick={() => void join()}
          >
            {t('affiliate_join')}
          </button>
        )}
      </section>
    </div>
  )
}
