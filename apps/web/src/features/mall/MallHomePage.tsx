/**
 * `#/pages/internal/mall/index/index`: the points mall's home: banners, categories, recommended goods.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { imageUrl } from '../../shared/image'
import { EmptyState } from '../../shared/ui/EmptyState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { GoodsCard, MallNav } from './mallParts'
import { mallQueries } from './queries'

export function Component() {
  const { t } = useTranslation('mall')
  const menu = useQuery(mallQueries.menu())
  const recommend = useQuery(mallQueries.recommend())
  return (
    <main className="page mall-page">
      <PageHeader title={t('title')} home />
      <MallNav />
      {menu.isPending ? (
        <SkeletonCards count={3} />
      ) : menu.isError ? (
        <QueryError query={menu} page />
      ) : (
        <>
          {menu.data.banners.length > 0 && (
            <section className="mall-banners" aria-label={t('banners')}>
              {menu.data.banners.map((b) => {
                const src = imageUrl(b.image)
                const img = src ? <img key={b.id} src={src} alt="" /> : null
                // the picture is decorative; the link is named by the goods it opens (axe: link-name)
                const goods = menu.data.records.flatMap((c) => c.goods).find((g) => g.id === b.goodsId)
                return b.goodsId ? (
                  <Link key={b.id} to={paths.mallDetail(b.goodsId)} aria-label={goods?.name ?? t('banners')}>
                    {img}
                  </Link>
                ) : (
                  <span key={b.id}>{img}</span>
                )
              })}
            </section>
          )}
          <nav className="mall-nav" aria-label={t('categories')}>
            {menu.data.records.map((c) => (
              <Link key={c.id} to={paths.mallMenu({ categoryId: c.id })}>
                {c.name}
              </Link>
            ))}
          </nav>
        </>
      )}
      <h2 className="section-title mall-heading">{t('recommended')}</h2>
      {recommend.isPending ? (
        <SkeletonCards count={2} />
      ) : recommend.isError ? (
        <QueryError query={recommend} />
      ) : recommend.data.records.length === 0 ? (
        <EmptyState title={t('empty_mall')} />
      ) : (
        <div className="mall-grid">
          {recommend.data.records.map((g) => (
            <GoodsCard key={g.id} goods={g} />
          ))}
        </div>
      )}
    </main>
  )
}
