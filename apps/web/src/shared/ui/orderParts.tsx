/**
 * Pieces the order screens share (confirm, delivery method, order detail, after-sale): a line item (and
 * its names block), a row of the amounts table, and the buttons that choose the way or the dining option.
 */
import type { ReactNode } from 'react'
import { Price } from './Price'
import { Thumb } from './Thumb'
import { ZhName } from './ZhName'
import './orderParts.css'

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
      <LineNames name={name} nameZh={nameZh} optionNames={optionNames} />
      <span className="order-line-qty">
        <bdi>×{quantity}</bdi>
      </span>
      {fen !== undefined && <Price fen={fen} />}
    </li>
  )
}

/** A dish's names: the member's language, the Chinese original under it, the options; `children` follow. */
export function LineNames({
  name,
  nameZh,
  optionNames,
  children,
}: {
  name: string
  nameZh: string
  optionNames: readonly string[]
  children?: ReactNode
}) {
  return (
    <span className="order-line-names">
      <span>{name}</span>
      <ZhName name={name} nameZh={nameZh} />
      {optionNames.length > 0 && <span className="order-line-options">{optionNames.join(' / ')}</span>}
      {children}
    </span>
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

/**
 * Buttons that work as one radio group (delivery or pickup, dine in or take away): each has
 * `optionClass`, the chosen one `activeClass` as well; `children` draws an option's content.
 */
export function RadioButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  optionClass,
  activeClass,
  isDisabled,
  children,
}: {
  label: string
  options: readonly T[]
  value: T
  onChange: (option: T) => void
  className: string
  optionClass: string
  activeClass: string
  isDisabled?: (option: T) => boolean
  children: (option: T) => ReactNode
}) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {options.map((o) => (
        // biome-ignore lint/a11y/useSemanticElements: segmented switch; radio semantics for screen readers
        <button
          key={o}
          type="button"
          role="radio"
          aria-checked={value === o}
          disabled={isDisabled?.(o)}
          className={value === o ? `${optionClass} ${activeClass}` : optionClass}
          onClick={() => onChange(o)}
        >
          {children(o)}
        </button>
      ))}
    </div>
  )
}
