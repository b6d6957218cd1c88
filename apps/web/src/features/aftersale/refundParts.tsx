/**
 * Pieces the after-sale screens share: the reason picker (the specification's reasons 1-20, a subset
 * per screen), a refunded line, the refund status label, and page visibility for polling.
 */
import type { RefundLine } from '@siam/contracts'
import { cancelReasonKey, type RefundStatusCode, refundStatusKey } from '@siam/domain'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconCheck } from '../../shared/ui/icons'
import { Price } from '../../shared/ui/Price'
import { Thumb } from '../../shared/ui/Thumb'
import { ZhName } from '../../shared/ui/ZhName'

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

/** One line of a refund: photo, names, how many, and the money it brings back. */
export function RefundLineItem({ line }: { line: RefundLine }) {
  return (
    <li className="order-line">
      <Thumb image={line.image} size={48} className="order-line-img" />
      <span className="order-line-names">
        <span>{line.name}</span>
        <ZhName name={line.name} nameZh={line.nameZh} />
        {line.optionNames.length > 0 && (
          <span className="order-line-options">{line.optionNames.join(' / ')}</span>
        )}
      </span>
      <span className="order-line-qty">
        <bdi>×{line.quantity}</bdi>
      </span>
      <Price fen={line.amountFen} />
    </li>
  )
}

/** Whether the page is in front (polling stops while it is hidden). */
export function useVisibility(): DocumentVisibilityState {
  const [v, setV] = useState<DocumentVisibilityState>(() =>
    typeof document === 'undefined' ? 'visible' : document.visibilityState,
  )
  useEffect(() => {
    const on = () => setV(document.visibilityState)
    document.addEventListener('visibilitychange', on)
    return () => document.removeEventListener('visibilitychange', on)
  }, [])
  return v
}

/** A value that follows `value` once it has stayed the same for `ms` (quantity taps -> one preview call). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
