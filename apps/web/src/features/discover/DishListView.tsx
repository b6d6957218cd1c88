/** A list of dishes across shops, with its loading, error and empty states. */
import type { GoodsWithShop } from '@siam/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { DishRow } from '../../shared/ui/listRows'
import { SkeletonCards } from '../../shared/ui/Skeleton'

export function DishListView({
  query: q,
  empty,
}: {
  query: UseQueryResult<{ records: GoodsWithShop[]; total: number }>
  empty: string
}) {
  if (q.isPending) return <SkeletonCards count={4} />
  if (q.isError) return <ErrorState page error={q.error} onRetry={() => void q.refetch()} />
  if (q.data.records.length === 0) return <EmptyState title={empty} />
  return (
    <ul className="list-items">
      {q.data.records.map((g) => (
        <DishRow key={g.id} goods={g} />
      ))}
    </ul>
  )
}
