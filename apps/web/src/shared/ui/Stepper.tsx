import { useTranslation } from 'react-i18next'
import { IconMinus, IconPlus } from './icons'
import './stepper.css'

/** − n + with named buttons; going below 1 asks the owner (the cart removes the line at 0). */
export function Stepper({
  value,
  onChange,
  name,
  min = 0,
  max = 99,
}: {
  value: number
  onChange: (n: number) => void
  /** what is counted, for the buttons' accessible names */
  name: string
  min?: number
  max?: number
}) {
  const { t } = useTranslation('shop')
  // With min 0 (the cart) a line at 0 shows only "+"; with min 1 (the option sheet) the count always shows.
  const expanded = value > 0 && value >= min
  return (
    <div className="stepper">
      {expanded && (
        <button
          type="button"
          className="stepper-btn stepper-minus"
          aria-label={t('shop:decrease', { name })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={16} />
        </button>
      )}
      {expanded && (
        <span className="stepper-value" aria-live="polite">
          <bdi>{value}</bdi>
        </span>
      )}
      <button
        type="button"
        className="stepper-btn stepper-plus"
        aria-label={t('shop:increase', { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={16} />
      </button>
    </div>
  )
}
