/**
 * Pieces the after-sale screens share: the reason picker (the specification's reasons 1-20, a subset
 * per screen) and the refund status label.
 */
import { cancelReasonKey, type RefundStatusCode, refundStatusKey } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { IconCheck } from '../ui/icons'

/** "Refund successful" for 7: the specification's refund status codes in the member's language. */
export function refundStatusText(t: (key: string) => string, status: RefundStatusCode): string {
  return t(`aftersale:status_${refundStatusKey[status]}`)
}

/** A reason code's label ("Items missing" for 14), from the shared status catalogue. */
export function reasonLabel(t: (key: string) => string, code: number): string {
  const key = cancelReasonKey(code)
  return key ? t(`status:reason_${key}`) : String(code)
}

/** The reasons of `codes` as full-width radio rows; picking one calls `onPick`. */
export function ReasonList({
  codes,
  value,
  onPick,
  label,
}: {
  codes: readonly number[]
  value: number | null
  onPick: (code: number) => void
  label: string
}) {
  const { t } = useTranslation(['status'])
  return (
    <div className="option-list reason-list" role="radiogroup" aria-label={label}>
      {codes.map((code) => (
        <div key={code}>
          {/* biome-ignore lint/a11y/useSemanticElements: full-width option rows; radio semantics for screen readers */}
          <button
            type="button"
            role="radio"
            aria-checked={code === value}
            className="option-item"
            onClick={() => onPick(code)}
          >
            <span>{reasonLabel(t, code)}</span>
            {code === value && <IconCheck size={20} />}
          </button>
        </div>
      ))}
    </div>
  )
}
