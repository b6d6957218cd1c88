/** `#/pages/internal/mall/menu/menu`: goods by category (categoryId opens one). */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../shared/ui/EmptyState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { GoodsCard } from './mallParts'
import { mallQueries } from './queries'

export function Component() {
  const { t } = useTranslation('mall')
  const [params, setParams] = useSearchParams()
  const menu = useQuery(mallQueries.menu())
  const records = menu.data?.records ?? []
  const current = records.find((c) => c.id === params.get('categoryId')) ?? records[0]
  return (
    <main className="page mall-page">
      <PageHeader title={t('categories')} />
      {menu.isPending ? (
        <SkeletonCards count={3} />
      ) : menu.isError ? (
        <QueryError query={menu} page />
      ) : !current ? (
        <EmptyState title={t('empty_mall')} />
      ) : (
        <div className="mall-menu">
          <div className="mall-menu-cats">
            {records.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={c.id === current.id}
                onClick={() => setParams({ categoryId: c.id }, { replace: true })}
              >
                {c.name}
              </button>
            ))}
          </div>
          <div className="mall-grid">
            {current.goods.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </div>
        </div>
      )}
    </main>
  )
}
