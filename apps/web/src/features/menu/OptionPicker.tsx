/** The option groups of a dish with a live price, a quantity stepper and the add button. */
import type { Goods } from '@siam/contracts'
import { type KeyboardEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Price } from '../../shared/ui/Price'
import { Stepper } from '../../shared/ui/Stepper'
import { ZhName } from '../../shared/ui/ZhName'
import {
  defaultSelection,
  missingRequired,
  selectedOptionIds,
  selectionUnitPrice,
  toggleOption,
} from './options'
import './menu.css'
import { money, yuanText } from '../../shared/money'

export function OptionPicker({
  goods,
  onAdd,
  disabled,
}: {
  goods: Goods
  onAdd: (optionIds: string[], number: number) => void
  /** e.g. sold out: the groups show, the add button does not work */
  disabled?: boolean
}) {
  const { t } = useTranslation('shop')
  const groups = goods.optionGroups
  const [selection, setSelection] = useState(() => defaultSelection(groups))
  const [number, setNumber] = useState(1)
  const optionIds = useMemo(() => selectedOptionIds(groups, selection), [groups, selection])
  const unit = selectionUnitPrice(goods, optionIds)
  const missing = missingRequired(groups, selection)

  /** Arrow keys in a single-choice group choose the next or previous option (reading order, RTL too). */
  function moveChoice(e: KeyboardEvent<HTMLDivElement>, groupId: string, options: { id: string }[]) {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key]
    if (step === undefined || options.length === 0) return
    e.preventDefault()
    const current = options.findIndex((o) => o.id === (e.target as HTMLElement).dataset.optionId)
    const next = options[(current + step + options.length) % options.length]
    if (!next) return
    setSelection((s) => ({ ...s, [groupId]: [next.id] }))
    const chips = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-option-id]')]
    chips.find((chip) => chip.dataset.optionId === next.id)?.focus()
  }

  return (
    <div className="option-picker">
      {groups.map((g) => (
        <fieldset className="option-group" key={g.id}>
          <legend className="option-group-title">
            <span>{g.name}</span>
            <ZhName name={g.name} nameZh={g.nameZh} />
            <span className={g.required ? 'option-tag option-tag-required' : 'option-tag'}>
              {g.required ? t('shop:required') : t('shop:optional')}
              {g.multiple ? ` · ${t('shop:multiple_choice')}` : ''}
            </span>
          </legend>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole lint/a11y/noStaticElementInteractions: role is group or radiogroup (both take a label); the radiogroup handles its arrow keys */}
          <div
            className="option-chips"
            role={g.multiple ? 'group' : 'radiogroup'}
            aria-label={g.name}
            onKeyDown={g.multiple ? undefined : (e) => moveChoice(e, g.id, g.options)}
          >
            {g.options.map((o, i) => {
              const checked = (selection[g.id] ?? []).includes(o.id)
              // A radio group is one Tab stop (the chosen option, else the first); arrows move within it.
              const chosen = selection[g.id]?.[0]
              const tabStop = g.multiple || (chosen ? checked : i === 0)
              return (
                // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is checkbox or radio, both take aria-checked
                <button
                  type="button"
                  key={o.id}
                  role={g.multiple ? 'checkbox' : 'radio'}
                  aria-checked={checked}
                  tabIndex={tabStop ? 0 : -1}
                  data-option-id={o.id}
                  className={checked ? 'option-chip option-chip-on' : 'option-chip'}
                  onClick={() => setSelection((s) => toggleOption(groups, s, g.id, o.id))}
                >
                  <span>{o.name}</span>
                  {o.priceFen > 0 && <bdi className="option-chip-price">+{money(o.priceFen)}</bdi>}
                </button>
              )
            })}
          </div>
        </fieldset>
      ))}
      <div className="option-foot">
        <div className="option-foot-price">
          <Price fen={unit * number} className="price-big" />
          {number > 1 && (
            <span className="option-foot-unit">{t('shop:unit_price', { price: yuanText(unit) })}</span>
          )}
        </div>
        <Stepper value={number} onChange={(n) => setNumber(Math.max(1, n))} name={goods.name} min={1} />
        <button
          type="button"
          className="btn btn-primary option-add"
          disabled={disabled || missing.length > 0}
          onClick={() => onAdd(optionIds, number)}
        >
          {missing.length > 0
            ? t('shop:choose_group', { name: missing[0]?.name ?? '' })
            : t('shop:add_to_cart')}
        </button>
      </div>
    </div>
  )
}
