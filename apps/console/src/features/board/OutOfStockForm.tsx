/**
 * "Out of stock" on a pending order (product rules 2.4): the merchant picks lines and how many of each
 * cannot be made; those are refunded at once, and marking every line cancels the order with a full refund.
 */
import type { DescriptorInput } from '@siam/api-client'
import type { BoardOrder } from '@siam/contracts'
import type { aftersaleConsoleApi } from '@siam/contracts/descriptors'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { money } from '../../shared/format'
import { FormButtons } from '../../shared/ui/FormButtons'
import './outOfStock.css'

/** A line marked out of stock on a pending order. */
type OutOfStockItem = DescriptorInput<typeof aftersaleConsoleApi.markOutOfStock>['items'][number]

/** How many of a line can still be marked: what was ordered minus what already went back. */
export function markableQuantity(line: BoardOrder['lines'][number]): number {
  return Math.max(0, line.quantity - line.refundedQuantity)
}

/** The items to send, in line order; lines at 0 are left out. */
export function outOfStockItems(order: BoardOrder, counts: Record<string, number>): OutOfStockItem[] {
  const items: OutOfStockItem[] = []
  for (const line of order.lines) {
    const n = Math.min(counts[line.id] ?? 0, markableQuantity(line))
    if (n > 0) items.push({ orderItemId: line.id, number: n })
  }
  return items
}

export function OutOfStockForm({
  order,
  busy,
  onSubmit,
  onCancel,
}: {
  order: BoardOrder
  busy: boolean
  onSubmit: (items: OutOfStockItem[]) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [error, setError] = useState(false)
  const id = useId()
  const items = outOfStockItems(order, counts)
  const all = order.lines.length > 0 && order.lines.every((l) => (counts[l.id] ?? 0) >= markableQuantity(l))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (items.length === 0) {
      setError(true)
      return
    }
    onSubmit(items)
  }

  return (
    <form
      className="inline-form reject-form"
      onSubmit={submit}
      noValidate
      aria-label={t('console:action_out_of_stock')}
    >
      <p className="reject-warning" role="note">
        {all
          ? t('console:out_of_stock_all_warning', { amount: money(order.paidFen) })
          : t('console:out_of_stock_hint')}
      </p>
      <ul className="stock-lines">
        {order.lines.map((line) => {
          const max = markableQuantity(line)
          const inputId = `${id}-${line.id}`
          return (
            <li key={line.id} className="stock-line">
              <label htmlFor={inputId}>
                <span lang="zh-Hans" className="zh">
                  {line.nameZh || line.name}
                </span>{' '}
                <span className="muted">
                  <bdi>×{line.quantity}</bdi>
                </span>
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                disabled={max === 0 || busy}
                value={counts[line.id] ?? 0}
                onChange={(e) => {
                  const n = Math.min(max, Math.max(0, Math.trunc(Number(e.target.value) || 0)))
                  setCounts((c) => ({ ...c, [line.id]: n }))
                  setError(false)
                }}
              />
            </li>
          )
        })}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {t('console:out_of_stock_required')}
        </p>
      )}
      <FormButtons submitLabel={t('console:confirm_out_of_stock')} busy={busy} danger onCancel={onCancel} />
    </form>
  )
}
