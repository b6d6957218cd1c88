/**
 * Opening spans (shop hours, a dish's hours): each span an open and a close time and the weekdays it
 * starts on. A close at or before the open runs past midnight (Friday 18:00-02:00 ends Saturday 02:00).
 */
import { useMenuAdminT } from '../menuAdminT'
import './editors.css'

export interface Span {
  open: string
  close: string
  days?: number[]
}

const WEEK = [1, 2, 3, 4, 5, 6, 0] as const
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6]

/** A span's days (absent = every day), in Monday-first order. */
const daysOf = (span: Span) => span.days ?? ALL_DAYS

function overnight(span: Span): boolean {
  return span.close !== '24:00' && span.close <= span.open && span.close !== span.open
}

export function HoursEditor({
  label,
  hint,
  value,
  onChange,
}: {
  label: string
  hint?: string
  value: Span[]
  onChange: (spans: Span[]) => void
}) {
  const { t } = useMenuAdminT()
  const set = (i: number, patch: Partial<Span>) =>
    onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  const toggleDay = (i: number, day: number, on: boolean) => {
    const span = value[i]
    if (!span) return
    const days = on ? [...daysOf(span), day] : daysOf(span).filter((d) => d !== day)
    set(i, { days: [...new Set(days)].sort() })
  }
  return (
    <fieldset className="hours-editor">
      <legend>{label}</legend>
      {hint && <p className="muted">{hint}</p>}
      {value.map((span, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: spans have no id; the list is edited in place
        <fieldset key={i} className="hours-span" aria-label={t('menuAdmin:span_n', { n: i + 1 })}>
          <label>
            {t('menuAdmin:opens')}{' '}
            <input
              type="time"
              required
              value={span.open}
              onChange={(e) => set(i, { open: e.target.value })}
            />
          </label>{' '}
          <label>
            {t('menuAdmin:closes')}{' '}
            <input
              type="time"
              required
              value={span.close === '24:00' ? '00:00' : span.close}
              onChange={(e) => set(i, { close: e.target.value })}
            />
          </label>
          {overnight(span) && <span className="badge">{t('menuAdmin:next_day')}</span>}
          <div className="hours-days">
            {WEEK.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={daysOf(span).includes(day)}
                  onChange={(e) => toggleDay(i, day, e.target.checked)}
                />{' '}
                {t(`menuAdmin:weekday_${day}`)}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            {t('menuAdmin:remove_span')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-small"
        onClick={() => onChange([...value, { open: '10:00', close: '22:00', days: ALL_DAYS }])}
      >
        {t('menuAdmin:add_span')}
      </button>
    </fieldset>
  )
}
