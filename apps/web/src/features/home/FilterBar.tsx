/** Type chips and the compact filter row (scope, type, taste), each opening a small sheet. */

import { SCOPES, SHOP_TYPES, TASTES } from '@siam/contracts/shopFilters'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconCheck, IconChevronDown } from '../../shared/ui/icons'
import { LazySheet } from '../../shared/ui/LazySheet'
import type { ShopFilters } from './filters'

export function TypeChips({
  filters,
  onChange,
}: {
  filters: ShopFilters
  onChange: (f: ShopFilters) => void
}) {
  const { t } = useTranslation('home')
  const all = [null, ...SHOP_TYPES] as const
  return (
    <div className="chips" role="toolbar" aria-label={t('filter_type')}>
      {all.map((type) => (
        <button
          key={type ?? 'all'}
          type="button"
          className={filters.type === type ? 'chip active' : 'chip'}
          aria-pressed={filters.type === type}
          onClick={() => onChange({ ...filters, type })}
        >
          {t(type ? `type_${type}` : 'type_all')}
        </button>
      ))}
    </div>
  )
}

type Which = 'scope' | 'type' | 'taste'

export function FilterRow({
  filters,
  onChange,
}: {
  filters: ShopFilters
  onChange: (f: ShopFilters) => void
}) {
  const { t } = useTranslation('home')
  const [open, setOpen] = useState<Which | null>(null)
  const close = () => setOpen(null)

  const label: Record<Which, string> = {
    scope: filters.scope === 'all' ? t('filter_scope') : t(`scope_${filters.scope}`),
    type: filters.type ? t(`type_${filters.type}`) : t('filter_type'),
    taste: filters.taste ? t(`taste_${filters.taste}`) : t('filter_taste'),
  }
  const active: Record<Which, boolean> = {
    scope: filters.scope !== 'all',
    type: filters.type !== null,
    taste: filters.taste !== null,
  }

  const options: Record<Which, { value: string | null; text: string }[]> = {
    scope: SCOPES.map((s) => ({ value: s, text: t(`scope_${s}`) })),
    type: [
      { value: null, text: t('type_all') },
      ...SHOP_TYPES.map((s) => ({ value: s, text: t(`type_${s}`) })),
    ],
    taste: [
      { value: null, text: t('taste_any') },
      ...TASTES.map((s) => ({ value: s, text: t(`taste_${s}`) })),
    ],
  }
  const current: Record<Which, string | null> = {
    scope: filters.scope,
    type: filters.type,
    taste: filters.taste,
  }
  const title: Record<Which, string> = {
    scope: t('filter_scope'),
    type: t('filter_type'),
    taste: t('filter_taste'),
  }

  function choose(which: Which, value: string | null) {
    onChange({ ...filters, [which]: which === 'scope' ? (value ?? 'all') : value } as ShopFilters)
    close()
  }

  return (
    <>
      <div className="filter-row">
        {(['scope', 'type', 'taste'] as const).map((w) => (
          <button
            key={w}
            type="button"
            className={active[w] ? 'filter-button active' : 'filter-button'}
            aria-haspopup="dialog"
            aria-expanded={open === w}
            onClick={() => setOpen(w)}
          >
            <span className="filter-button-text">{label[w]}</span>
            <IconChevronDown size={16} />
          </button>
        ))}
      </div>
      {open && (
        <LazySheet open onClose={close} title={title[open]}>
          <div className="option-list" role="radiogroup" aria-label={title[open]}>
            {options[open].map((o) => (
              <div key={o.value ?? 'any'}>
                {/* biome-ignore lint/a11y/useSemanticElements: full-width option rows; radio semantics for screen readers */}
                <button
                  type="button"
                  role="radio"
                  aria-checked={current[open] === o.value}
                  className="option-item"
                  onClick={() => choose(open, o.value)}
                >
                  <span>{o.text}</span>
                  {current[open] === o.value && <IconCheck size={20} />}
                </button>
              </div>
            ))}
          </div>
        </LazySheet>
      )}
    </>
  )
}
