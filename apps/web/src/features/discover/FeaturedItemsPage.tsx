/** `#/pages/shop/list/feature_item_list`: the featured dishes the platform picks, nearest shop first. */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePosition } from '../../shared/location'
import { usePaged } from '../../shared/paged'
import { dishPages } from '../../shared/queries/discoverQueries'
import { DishListView } from '../../shared/ui/DishListView'
import { PageHeader } from '../../shared/ui/PageHeader'

export function Component() {
  const { t } = useTranslation('help')
  const [params] = useSearchParams()
  const position = usePosition()
  const paged = usePaged(dishPages.featured(params.get('shopId') || undefined, position))
  return (
    <main className="page">
      <PageHeader title={t('help:featured_title')} home />
      <DishListView page paged={paged} empty={t('help:featured_empty')} />
    </main>
  )
}
