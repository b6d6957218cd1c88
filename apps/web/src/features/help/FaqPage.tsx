/** The FAQ (issue 15): questions from the server, each opening its answer; reached from "Help" in Mine. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { helpQueries } from './queries'
import './help.css'

export function Component() {
  const { t } = useTranslation('help')
  const faq = useQuery(helpQueries.faq())
  return (
    <main className="page">
      <PageHeader title={t('help:faq_title')} home />
      {faq.isPending ? (
        <SkeletonLines lines={6} />
      ) : faq.isError ? (
        <ErrorState page error={faq.error} onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <EmptyState title={t('help:faq_empty')} />
      ) : (
        <section className="section faq-list">
          {faq.data.map((entry) => (
            <details key={entry.id} className="faq-entry">
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      )}
    </main>
  )
}
