/**
 * `#/pages/shop/list/item_list?keywords=` or `?type=`: dishes across shops for a search or a
 * restaurant type, each with its shop and price, nearest shop first.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePosition } from '../../shared/location'
import { usePaged } from '../../shared/paged'
import { dishPages } from '../../shared/queries/discoverQueries'
import { DishListView } from '../../shared/ui/DishListView'
import { NotFound } from '../../shared/ui/NotFound'
import { PageHeader } from '../../shared/ui/PageHeader'

export function Component() {
  const { t } = useTranslation(['help', 'home'])
  const [params] = useSearchParams()
  const keywords = params.get('keywords')?.trim() || undefined
  const type = params.get('type')?.trim() || undefined
  const position = usePosition()
  const paged = usePaged({ ...dishPages.goods({ keywords, type }, position), enabled: !!(keywords || type) })
  if (!keywords && !type) return <NotFound />
  const title = keywords ? t('help:items_for', { keywords }) : t(`home:type_${type}`, t('help:items_title'))
  return (
    <main className="page">
      <PageHeader title={title} home />
      <DishListView page paged={paged} empty={t('help:items_empty')} />
    </main>
  )
}
