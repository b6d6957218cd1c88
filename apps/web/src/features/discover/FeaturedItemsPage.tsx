/** `#/pages/shop/list/feature_item_list`: the featured dishes the platform picks, nearest shop first. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePosition } from '../../shared/location'
import { discoverQueries } from '../../shared/queries/discoverQueries'
import { PageHeader } from '../../shared/ui/PageHeader'
import { DishListView } from './DishListView'

export function Component() {
  const { t } = useTranslation('help')
  const [params] = useSearchParams()
  const position = usePosition()
  const q = useQuery(discoverQueries.featured(params.get('shopId') || undefined, position))
  return (
    <main className="page">
      <PageHeader title={t('help:featured_title')} home />
      <DishListView query={q} empty={t('help:featured_empty')} />
    </main>
  )
}
