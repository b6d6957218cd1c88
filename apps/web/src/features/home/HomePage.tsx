/** Home (tab 0, `#/` and `#/pages/index/index`): header, banners, type chips, filters, shops nearby. */
import './home.css'
import { BannerSwiper } from './BannerSwiper'
import { HomeHeader } from './HomeHeader'
import { ShopFeed } from './ShopFeed'

export function HomePage() {
  return (
    <div className="page home-page">
      <HomeHeader />
      <main className="home-main">
        <BannerSwiper />
        <ShopFeed mode="all" />
      </main>
    </div>
  )
}
