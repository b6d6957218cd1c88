/** Delivery (tab 1): the same shop list, only shops in range that deliver. */
import { useTranslation } from 'react-i18next'
import './home.css'
import { HomeHeader } from './HomeHeader'
import { ShopFeed } from './ShopFeed'

export function Component() {
  const { t } = useTranslation('home')
  return (
    <div className="page home-page">
      <HomeHeader title={t('delivery_title')} />
      <main className="home-main">
        <ShopFeed mode="delivery" />
      </main>
    </div>
  )
}
