import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MethodIcon } from './MethodIcon'
import { type MethodOffer, type PayType, reasonKeyOf } from './offers'

/**
 * The payment methods as a radio group of full-width rows (pay page, recharge page): a missing
 * method stays listed, disabled, with why it is missing. `note` and `after` add lines
 * under a method's name, before and after that reason.
 */
export function PayMethodList<O extends MethodOffer>(props: {
  offers: O[]
  selected: PayType | null | undefined
  onChoose: (payType: PayType) => void
  label: { 'aria-label': string } | { 'aria-labelledby': string }
  note?: (offer: O) => ReactNode
  /** Lines after the "why missing" reason. */
  after?: (offer: O) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="pay-methods" role="radiogroup" {...props.label}>
      {props.offers.map((m) => {
        const on = m.payType === props.selected
        return (
          <div key={m.payType}>
            {/* biome-ignore lint/a11y/useSemanticElements: full-width method rows; radio semantics for screen readers */}
            <button
              type="button"
              role="radio"
              aria-checked={on}
              aria-disabled={!m.available}
              className={`pay-method${on ? ' on' : ''}${m.available ? '' : ' off'}`}
              onClick={() => m.available && props.onChoose(m.payType)}
            >
              <MethodIcon payType={m.payType} />
              <span className="pay-method-body">
                <span className="pay-method-name">{t(`pay:method_${m.payType}`)}</span>
                {props.note?.(m)}
                {!m.available && <span className="pay-method-reason">{t(reasonKeyOf(m))}</span>}
                {props.after?.(m)}
              </span>
              <span className="pay-radio" aria-hidden="true" />
            </button>
          </div>
        )
      })}
    </div>
  )
}
