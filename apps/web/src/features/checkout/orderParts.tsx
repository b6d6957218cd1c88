/** Pieces the confirm page and the order detail share: a line item and a row of the amounts table. */
import type { ReactNode } from 'react'
import { Price } from '../../shared/ui/Price'
import { Thumb } from '../../shared/ui/Thumb'
import { ZhName } from '../../shared/ui/ZhName'

/** One dish of an order: photo, names (with the Chinese original), options in menu order, quantity, amount. */
export function OrderLineItem({
  image,
  name,
  nameZh,
  optionNames = [],
  quantity,
  fen,
}: {
  image: string
  name: string
  nameZh: string
  optionNames?: readonly string[]
  quantity: number
  /** the line's amount; the cart's lines before the preview has none */
  fen?: number
}) {
  return (
    <li className="order-line">
      <Thumb image={image} size={48} className="order-line-img" />
      <span className="order-line-names">
        <span>{name}</span>
        <ZhName name={name} nameZh={nameZh} />
        {optionNames.length > 0 && <span className="order-line-options">{optionNames.join(' / ')}</span>}
      </span>
      <span className="order-line-qty">
        <bdi>×{quantity}</bdi>
      </span>
      {fen !== undefined && <Price fen={fen} />}
    </li>
  )
}

/** A row of the amounts table: a discount reads "−¥3.00"; the total is big; `before` goes ahead of the amount. */
export function AmountRow({
  label,
  fen,
  minus = false,
  total = false,
  before,
}: {
  label: ReactNode
  fen: number
  minus?: boolean
  total?: boolean
  before?: ReactNode
}) {
  const className = total
    ? 'amounts-row amounts-total'
    : minus
      ? 'amounts-row amounts-discount'
      : 'amounts-row'
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        {before}
        {minus && '−'}
        <Price fen={fen} className={total ? 'price-big' : undefined} />
      </dd>
    </div>
  )
}
