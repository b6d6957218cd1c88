/** A list of dishes across shops, a page at a time, with its loading, error and empty states. */
import type { GoodsWithShop } from '@siam/contracts'
import { PagedList, type usePaged } from '../../shared/paged'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { DishRow } from './listRows'

export function DishListView({
  paged,
  empty,
  page = false,
}: {
  paged: ReturnType<typeof usePaged<GoodsWithShop>>
  empty: string
  /** a whole page's error state (a list page), not a panel's */
  page?: boolean
}) {
  const { query } = paged
  if (query.isError && paged.records.length === 0)
    return <ErrorState page={page} error={query.error} onRetry={() => void query.refetch()} />
  return (
    <PagedList paged={paged} listClassName="list-items" empty={<EmptyState title={empty} />}>
      {(records) => records.map((g) => <DishRow key={g.id} goods={g} />)}
    </PagedList>
  )
}
