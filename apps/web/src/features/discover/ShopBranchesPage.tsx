/** `#/pages/shop/list/shop_addr_list?shopId=`: the branches of a chain, with addresses and distance, nearest first. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePosition } from '../../shared/location'
import { discoverQueries } from '../../shared/queries/discoverQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { BranchRow } from '../../shared/ui/listRows'
import { requireParams } from '../../shared/ui/NotFound'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonCards } from '../../shared/ui/Skeleton'

function ShopBranchesPage() {
  const { t } = useTranslation('help')
  const [params] = useSearchParams()
  const position = usePosition()
  const q = useQuery(discoverQueries.branches(params.get('shopId') ?? '', position))
  return (
    <main className="page">
      <PageHeader title={t('help:branches_title')} home />
      {q.isPending ? (
        <SkeletonCards count={3} />
      ) : q.isError ? (
        <ErrorState page error={q.error} message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState title={t('help:branches_empty')} />
      ) : (
        <ul className="list-items">
          {q.data.map((b) => (
            <BranchRow key={b.id} branch={b} />
          ))}
        </ul>
      )}
    </main>
  )
}

export const Component = requireParams(['shopId'], ShopBranchesPage)
