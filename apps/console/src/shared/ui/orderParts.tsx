/**
 * Pieces the order board and the refund desk both draw: an order line (the Chinese name the kitchen
 * reads first, the member's own name and the options under it), a row of an amounts table, a
 * status history, and the order status label.
 */
import type { BoardOrder } from '@siam/contracts'
import { orderStatusKey } from '@siam/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTime, money } from '../format'

/**
 * One line: quantity, the Chinese name (the own name when there is none), the own name when it differs,
 * the options, the amount. `children` go under the names (e.g. "2 refunded").
 */
export function OrderLine({
  quantity,
  nameZh,
  name,
  optionNames = [],
  amountFen,
  children,
}: {
  quantity: number
  nameZh: string
  /** left out, only the Chinese name shows */
  name?: string
  optionNames?: readonly string[]
  amountFen: number
  children?: ReactNode
}) {
  return (
    <li className="order-line">
      <span className="qty">
        <bdi>{quantity}×</bdi>
      </span>
      <span className="line-names">
        <span lang="zh-Hans" className="zh line-zh">
          {nameZh || name}
        </span>
        {name && name !== nameZh && (
          <span className="line-name" dir="auto">
            {name}
          </span>
        )}
        {optionNames.length > 0 && (
          <span className="line-options" dir="auto">
            {optionNames.join(' · ')}
          </span>
        )}
        {children}
      </span>
      <span className="line-amount">
        <bdi>{money(amountFen)}</bdi>
      </span>
    </li>
  )
}

/** A row of an amounts table; a negative amount (a discount) reads "-¥3.00". */
export function AmountRow({ label, fen, strong }: { label: string; fen: number; strong?: boolean }) {
  const text = fen < 0 ? `-${money(-fen)}` : money(fen)
  return (
    <tr className={strong ? 'amount-strong' : undefined}>
      <th scope="row">{label}</th>
      <td>
        <bdi>{text}</bdi>
      </td>
    </tr>
  )
}

export interface TimelineEntry<S> {
  at: string
  toStatus: S
  actor: string
  note: string | null
}

/** A status history, oldest first: when, the status reached, who, and the note (a reason) if any. */
export function Timeline<S extends string | number>({
  entries,
  statusLabel,
  locale,
  label,
}: {
  entries: readonly TimelineEntry<S>[]
  statusLabel: (status: S) => string
  locale: string
  /** the list's accessible name, where the heading above it does not name it */
  label?: string
}) {
  const { t } = useTranslation()
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  return (
    <ol className="timeline" aria-label={label}>
      {sorted.map((h) => (
        <li key={`${h.at}-${h.toStatus}`}>
          <time dateTime={h.at}>{dateTime(h.at, locale)}</time>
          <span className="timeline-status">{statusLabel(h.toStatus)}</span>
          <span className="muted">{t(`console:actor_${h.actor}`, { defaultValue: h.actor })}</span>
          {h.note && (
            <span className="timeline-note" dir="auto">
              {h.note}
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}

function statusLabelKey(status: BoardOrder['status']): string {
  return `status:${orderStatusKey[status]}`
}

/** The shared `status` label; should a catalogue lack one, the readable key rather than "to_be_delivered". */
export function useStatusLabel(): (status: BoardOrder['status']) => string {
  const { t } = useTranslation()
  return (status) => t(statusLabelKey(status), { defaultValue: orderStatusKey[status].replace(/_/g, ' ') })
}
