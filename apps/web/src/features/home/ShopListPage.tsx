/** `#/pages/shop/list/list`: the plain shop list with the same filters. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../shared/ui/PageHeader'
import './home.css'
import { ShopFeed } from './ShopFeed'

export function Component() {
  const { t } = useTranslation('home')
  return (
    <div className="page">
      <PageHeader title={t('shop_list_title')} home />
      <main className="home-main">
        <ShopFeed mode="all" />
      </main>
    </div>
  )
}
