/**
 * The affiliate join page (spec 2 "Other", spec 6 opt-in): what the programme gives and its QR code;
 * joining opens my invite page (every member has an invite link; nothing is shared until they do).
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
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
        <Link className="btn btn-primary btn-block" to={paths.share()}>
          {t('affiliate_join')}
        </Link>
      </section>
    </div>
  )
}
