import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron, IconKey } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { securityQueries } from './queries'
import { useRedirect } from './securityParts'

/** Wrong tries allowed before the lock (product rules 5). */
const MAX_TRIES = 5

export function Component() {
  const { t } = useTranslation(['wallet', 'common'])
  return (
    <MemberOnly title={t('wallet:security_title')} className="security-page">
      {() => <Security />}
    </MemberOnly>
  )
}

function Security() {
  const { t } = useTranslation(['wallet', 'common'])
  const redirect = useRedirect()
  const status = useQuery({
    ...securityQueries.passwordStatus(),
    staleTime: 0,
  })

  if (status.isPending) {
    return (
      <div className="page-body">
        <SkeletonLines lines={3} />
      </div>
    )
  }
  if (status.isError) {
    return (
      <div className="page-body">
        <ErrorState page error={status.error} onRetry={() => void status.refetch()} />
      </div>
    )
  }
  const s = status.data
  const locked = s.lockedUntil !== null && new Date(s.lockedUntil).getTime() > Date.now()
  const stateText = !s.isSet
    ? t('wallet:password_not_set')
    : locked
      ? t('wallet:password_locked', { time: `\u2066${formatDateTime(s.lockedUntil ?? '')}\u2069` })
      : t('wallet:password_is_set')

  return (
    <div className="page-body">
      <section className="section security-card">
        <IconKey size={32} className="security-icon" />
        <p className="security-intro">{t('wallet:password_intro')}</p>
        <p
          className={`security-state security-state-${!s.isSet ? 'unset' : locked ? 'locked' : 'set'}`}
          role="status"
        >
          {stateText}
        </p>
        {locked && <p className="field-hint">{t('wallet:locked_hint')}</p>}
        {s.isSet && !locked && s.triesLeft < MAX_TRIES && (
          <p className="field-hint">{t('wallet:tries_left', { count: s.triesLeft })}</p>
        )}
      </section>
      {!s.isSet ? (
        <Link className="btn btn-primary btn-block" to={paths.securityReset({ redirect })}>
          {t('wallet:set_button')}
        </Link>
      ) : (
        <section className="section security-links">
          {!locked && (
            <Link className="wallet-row" to={paths.securityReset({ mode: 'change', redirect })}>
              <span className="wallet-row-label">{t('wallet:change_button')}</span>
              <IconChevron size={16} />
            </Link>
          )}
          <Link className="wallet-row" to={paths.securityVerify({ redirect })}>
            <span className="wallet-row-label">{t('wallet:forgot_button')}</span>
            <IconChevron size={16} />
          </Link>
        </section>
      )}
    </div>
  )
}
