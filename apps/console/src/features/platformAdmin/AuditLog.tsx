/** The audit log (issue 14): who changed what, newest first; `subject` narrows it ('setting:', 'shop:'). */
import { callKey } from '@siam/api-client'
import type { AuditEntry } from '@siam/contracts'
import { platformApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import { dateTime } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'

export function AuditLog({ subject, version }: { subject: string; version: number }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const log = useQuery({
    queryKey: callKey(platformApi.auditList, subject, version),
    queryFn: () => call(platformApi.auditList, { pageNo: 1, pageSize: 30, subject }),
  })
  return (
    <section className="audit-log" aria-labelledby="audit-log-title">
      <h2 id="audit-log-title" className="section-title">
        {t('platformAdmin:audit_title')}
      </h2>
      {log.isError ? (
        <LoadError message={log.error.message} onRetry={() => void log.refetch()} />
      ) : log.data && log.data.records.length === 0 ? (
        <p className="muted">{t('platformAdmin:audit_empty')}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t('platformAdmin:audit_time')}</th>
              <th scope="col">{t('platformAdmin:audit_what')}</th>
              <th scope="col">{t('platformAdmin:audit_before')}</th>
              <th scope="col">{t('platformAdmin:audit_after')}</th>
              <th scope="col">{t('platformAdmin:audit_who')}</th>
            </tr>
          </thead>
          <tbody>
            {(log.data?.records ?? []).map((row) => (
              <tr key={row.id} data-testid="audit-row">
                <td>{dateTime(row.createdAt, locale)}</td>
                <td>{describe(row, t)}</td>
                <td dir="auto">{shown(row.before)}</td>
                <td dir="auto">{shown(row.after)}</td>
                <td>
                  <bdi>{row.actorId.slice(0, 8)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function describe(row: AuditEntry, t: (key: string, params?: Record<string, string>) => string): string {
  const [kind, id = ''] = row.subject.split(/:(.*)/s)
  if (kind === 'setting') return t(`platformAdmin:setting_${id}`)
  // an action without a label yet shows as its code rather than as a missing key
  const label = t(`platformAdmin:audit_action_${row.action.replace('.', '_')}`, { defaultValue: row.action })
  return `${label} · ${id.slice(0, 8)}`
}

/** A before/after value as text: plain values as they are, objects as their fields (nested ones as JSON). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : (v ?? '—')}`)
      .join(', ')
  return String(value)
}
