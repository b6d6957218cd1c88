import { t } from '../i18n'

export function Spinner({ label, inline }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'spinner-wrap spinner-inline' : 'spinner-wrap'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common:loading')}</span>
    </div>
  )
}
