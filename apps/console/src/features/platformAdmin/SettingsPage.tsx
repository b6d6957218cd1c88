/**
 * Platform staff: the business settings (issue 14). Each row saves on its own; the server checks the
 * range and answers in the console's language; a change takes effect without a restart and shows in
 * the audit log below (who, when, old and new value).
 */
import { callKey } from '@siam/api-client'
import type { SettingEntry } from '@siam/contracts'
import { platformApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { AuditLog } from './AuditLog'
import './platformAdmin.css'

export function Component() {
  const { t } = useTranslation()
  const list = useQuery({
    queryKey: callKey(platformApi.settingList),
    queryFn: () => call(platformApi.settingList, {}),
  })
  const [auditVersion, setAuditVersion] = useState(0)
  return (
    <div className="platform-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_settings')}</h1>
      </div>
      {list.isPending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="setting-list">
          {list.data.map((entry) => (
            <SettingRow
              key={entry.key}
              entry={entry}
              onSaved={() => {
                void list.refetch()
                setAuditVersion((n) => n + 1)
              }}
            />
          ))}
        </ul>
      )}
      <AuditLog subject="setting:" version={auditVersion} />
    </div>
  )
}

function SettingRow({ entry, onSaved }: { entry: SettingEntry; onSaved: () => void }) {
  const { t } = useTranslation()
  const notify = useToast()
  const [draft, setDraft] = useState(String(entry.value))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const numeric = entry.kind !== 'text'

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const value = numeric ? Number(draft.trim()) : draft
    if (numeric && (draft.trim() === '' || !Number.isFinite(value))) {
      setError(t('platformAdmin:setting_number_needed'))
      return
    }
    setBusy(true)
    try {
      await call(platformApi.settingUpdate, { key: entry.key, value })
      setError(null)
      notify(t('platformAdmin:setting_saved'), 'success')
      onSaved()
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('console:network_error'))
    } finally {
      setBusy(false)
    }
  }

  const hint = numeric
    ? t('platformAdmin:setting_range', { min: entry.min, max: entry.max, default: entry.defaultValue })
    : t('platformAdmin:setting_default', { default: entry.defaultValue })
  return (
    <li className="setting-row" data-testid={`setting-${entry.key}`}>
      <form className="setting-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="setting-label">
          {t(`platformAdmin:setting_${entry.key}`)}
        </label>
        <input
          id={inputId}
          inputMode={numeric ? 'decimal' : 'text'}
          dir={numeric ? 'ltr' : 'auto'}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit" className="btn btn-small" disabled={busy || draft === String(entry.value)}>
          {t('platformAdmin:save')}
        </button>
        <span className="muted setting-hint" id={hintId}>
          {hint}
        </span>
        {error && (
          <span className="field-error" id={errorId} role="alert">
            {error}
          </span>
        )}
      </form>
    </li>
  )
}
