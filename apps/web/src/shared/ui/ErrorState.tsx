import { t } from '../i18n'

/** What happened, and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{message || t('common:load_failed')}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary btn-small" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  )
}
