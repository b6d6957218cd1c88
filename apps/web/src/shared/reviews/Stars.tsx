/** Star ratings: a read-only row (lists) and a 1-5 radio group (the evaluate page). */
import { useTranslation } from 'react-i18next'

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="star">
      <path
        d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** `level` out of five, read by screen readers as "4 stars". Halves round to the nearest whole star. */
export function Stars({ level, size = 14 }: { level: number; size?: number }) {
  const { t } = useTranslation('review')
  const whole = Math.round(level)
  return (
    <span className="stars" role="img" aria-label={t('review:stars', { count: whole })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} filled={n <= whole} size={size} />
      ))}
    </span>
  )
}

/** Five radio buttons named "1 star" ... "5 stars"; arrow keys move between them as in any radio group. */
export function StarInput({
  value,
  onChange,
  name,
  labelledBy,
}: {
  value: number
  onChange: (level: number) => void
  name: string
  labelledBy: string
}) {
  const { t } = useTranslation('review')
  return (
    <div className="star-input" role="radiogroup" aria-labelledby={labelledBy}>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'star-option on' : 'star-option'}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
            aria-label={t('review:stars', { count: n })}
          />
          <Star filled={n <= value} size={32} />
        </label>
      ))}
      <span className="star-word" aria-live="polite">
        {value > 0 ? t(`review:level_${value}`) : ''}
      </span>
    </div>
  )
}
