/** The shop page's featured and chain tabs (lazy): its featured dishes, or the chain's other branches. */
import type { ShopDetail } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { usePosition } from '../../shared/location'
import { usePaged } from '../../shared/paged'
import { discoverQueries, dishPages } from '../../shared/queries/discoverQueries'
import { DishListView } from '../../shared/ui/DishListView'
import { ErrorState } from '../../shared/ui/ErrorState'
import { BranchRow } from '../../shared/ui/listRows'
import { SkeletonCards } from '../../shared/ui/Skeleton'

export default function ShopListsPanel({ shop, which }: { shop: ShopDetail; which: 'featured' | 'chain' }) {
  return which === 'featured' ? <FeaturedDishes shop={shop} /> : <Branches shop={shop} />
}

function FeaturedDishes({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('help')
  const position = usePosition()
  const paged = usePaged(dishPages.featured(shop.id, position))
  return (
    <>
      <DishListView paged={paged} empty={t('help:featured_empty')} />
      {paged.records.length > 0 && (
        <p className="shop-strip">
          <Link to={paths.featuredItems()}>{t('help:all_featured')}</Link>
        </p>
      )}
    </>
  )
}

function Branches({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('help')
  const position = usePosition()
  const q = useQuery(discoverQueries.branches(shop.id, position))
  if (q.isPending) return <SkeletonCards count={2} />
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />
  const others = q.data.filter((b) => b.id !== shop.id)
  return (
    <>
      <ul className="list-items">
        {others.map((b) => (
          <BranchRow key={b.id} branch={b} />
        ))}
      </ul>
      <p className="shop-strip">
        <Link to={paths.shopBranches(shop.id)}>{t('help:all_branches')}</Link>
      </p>
    </>
  )
}
