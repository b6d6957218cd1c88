/** The lines the member picks, each with a stepper up to what may still go back, and "select all". */

import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LineNames } from '../../shared/ui/orderParts'
import { Price } from '../../shared/ui/Price'
import { Stepper } from '../../shared/ui/Stepper'
import { Thumb } from '../../shared/ui/Thumb'
import type { OrderLine, Quantities } from './applyForm'

export function ApplyItems({
  lines,
  limits,
  quantities,
  error,
  onSelectAll,
  onChange,
}: {
  lines: readonly OrderLine[]
  limits: Quantities
  quantities: Quantities
  /** an `aftersale:` key */
  error: string | undefined
  onSelectAll: () => void
  onChange: (line: OrderLine, n: number) => void
}) {
  const { t } = useTranslation(['aftersale'])
  const itemsId = useId()
  return (
    <section className="section" aria-labelledby={itemsId}>
      <div className="refund-section-head">
        <h2 id={itemsId} className="section-title">
          {t('aftersale:choose_items')}
        </h2>
        <button type="button" className="link-button" onClick={onSelectAll}>
          {t('aftersale:select_all')}
        </button>
      </div>
      <ul className="refund-pick-lines">
        {lines.map((line) => (
          <PickLine
            key={line.id}
            line={line}
            limit={limits[line.id] ?? 0}
            value={quantities[line.id] ?? 0}
            onChange={(n) => onChange(line, n)}
          />
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </section>
  )
}

function PickLine({
  line,
  limit,
  value,
  onChange,
}: {
  line: OrderLine
  limit: number
  value: number
  onChange: (n: number) => void
}) {
  const { t } = useTranslation(['aftersale'])
  return (
    <li className={limit === 0 ? 'refund-pick-line disabled' : 'refund-pick-line'}>
      <Thumb image={line.image} size={48} className="order-line-img" />
      <LineNames name={line.name} nameZh={line.nameZh} optionNames={line.optionNames}>
        <span className="refund-pick-meta">
          <Price fen={line.unitPriceFen} /> <bdi>×{line.quantity}</bdi>
          {' · '}
          {t('aftersale:refundable_up_to', { n: limit })}
          {line.refundedQuantity > 0 && (
            <> · {t('aftersale:already_refunded', { n: line.refundedQuantity })}</>
          )}
        </span>
      </LineNames>
      {limit > 0 && <Stepper value={value} onChange={onChange} name={line.name} min={0} max={limit} />}
    </li>
  )
}
