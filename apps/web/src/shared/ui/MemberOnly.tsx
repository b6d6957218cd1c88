import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from './PageHeader'
import { LoginNeeded, useLoginGate } from './PageStates'
import { SkeletonCards } from './Skeleton'
import './memberOnly.css'

/** A member-only page: the header, and the content once logged in (login offered otherwise). */
export function MemberOnly({
  title,
  className,
  children,
}: {
  title: string
  className?: string
  children: () => ReactNode
}) {
  const { t } = useTranslation(['wallet', 'common'])
  const session = useLoginGate()
  return (
    <main className={`page wallet-page${className ? ` ${className}` : ''}`}>
      <PageHeader title={title} />
      {session.status === 'in' ? (
        children()
      ) : (
        <div className="page-body">
          {session.status === 'checking' ? (
            <SkeletonCards count={2} />
          ) : (
            <LoginNeeded title={t('wallet:login_needed')} button={t('wallet:log_in')} />
          )}
        </div>
      )}
    </main>
  )
}
