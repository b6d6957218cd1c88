/** `#/mall` (platform): the points mall's orders, and its catalogue (goods, categories, banners). */
import { useState } from 'react'
import { useMallT } from './i18n'
import { MallCataloguePanel } from './MallCataloguePanel'
import { MallOrdersPanel } from './MallOrdersPanel'
import './mallAdmin.css'

export function Component() {
  const { t } = useMallT()
  const [view, setView] = useState<'orders' | 'catalogue'>('orders')
  return (
    <div className="refunds-page mall-admin">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_points_mall')}</h1>
        <div role="tablist">
          {(['orders', 'catalogue'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className={view === v ? 'btn btn-small btn-primary' : 'btn btn-small'}
              onClick={() => setView(v)}
            >
              {t(v === 'orders' ? 'mall:admin_orders' : 'mall:admin_goods')}
            </button>
          ))}
        </div>
      </div>
      {view === 'orders' ? <MallOrdersPanel /> : <MallCataloguePanel />}
    </div>
  )
}
