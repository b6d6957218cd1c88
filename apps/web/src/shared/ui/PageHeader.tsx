/** Page header: back (history back, or home when there is no history), optional home button, title, right slot. */
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../i18n'
import { IconBack, IconHome } from './icons'

export interface PageHeaderProps {
  title: ReactNode
  back?: boolean
  home?: boolean
  right?: ReactNode
}

/** react-router keeps the position in its history stack in history.state.idx. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

export function PageHeader({ title, back = true, home = false, right }: PageHeaderProps) {
  const navigate = useNavigate()
  return (
    <header className="page-header">
      <div className="page-header-side">
        {back && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('common:back')}
            onClick={() => (canGoBack() ? navigate(-1) : navigate('/', { replace: true }))}
          >
            <IconBack />
          </button>
        )}
        {home && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('common:home')}
            onClick={() => navigate('/')}
          >
            <IconHome />
          </button>
        )}
      </div>
      <h1 className="page-header-title">{title}</h1>
      <div className="page-header-side page-header-end">{right}</div>
    </header>
  )
}
