/**
 * The kitchen ticket of an order (issue 14), always in Chinese whatever the console speaks: order and
 * pickup numbers, the lines with their options, the remark as the member wrote it (the app does not
 * translate remarks yet), and the member's dietary profile with its allergens as kept when the order
 * was placed. "Print" prints only the ticket (@media print in kitchenTicket.css).
 */
import type { BoardOrder, DietaryProfile } from '@siam/contracts'
import { pickupNumber } from '@siam/domain'
import { useId, useRef, useState } from 'react'
import { useDietaryT, zhDietary as zh } from '../../shared/dietary/catalogue'
import './kitchenTicket.css'

/** The profile as lines of Chinese: restrictions, allergens, hottest spice (empty: nothing asked). */
function profileLinesZh(profile: DietaryProfile): { label: string; text: string }[] {
  const restrictions = [
    profile.halal && zh('halal'),
    profile.vegan ? zh('vegan') : profile.vegetarian && zh('vegetarian'),
    profile.noPork && zh('no_pork'),
    profile.noAlcohol && zh('no_alcohol'),
  ].filter((x): x is string => Boolean(x))
  const lines: { label: string; text: string }[] = []
  if (restrictions.length > 0) lines.push({ label: zh('ticket_dietary'), text: restrictions.join('、') })
  lines.push({
    label: zh('ticket_allergies'),
    text: profile.allergies.length
      ? profile.allergies.map((a) => zh(`allergen_${a}`)).join('、')
      : zh('ticket_none'),
  })
  if (profile.maxSpice !== null)
    lines.push({ label: zh('ticket_max_spice'), text: zh(`spice_${profile.maxSpice}`) })
  return lines
}

export function KitchenTicket({ order }: { order: BoardOrder }) {
  return (
    <section className="kitchen-ticket" lang="zh-Hans" aria-label={zh('ticket_title')}>
      <h4 className="kitchen-ticket-title">{zh('ticket_title')}</h4>
      <p className="kitchen-ticket-shop">{order.shopNameZh}</p>
      <p>
        {zh('ticket_order_no')}：<bdi>{order.orderNo}</bdi>
      </p>
      <p className="kitchen-ticket-pickup">
        {zh('ticket_pickup_no')}：<bdi>{pickupNumber(order.orderNo)}</bdi>
      </p>
      <h5>{zh('ticket_items')}</h5>
      <ul className="kitchen-ticket-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <span className="kitchen-ticket-qty">{line.quantity} ×</span> {line.nameZh}
            {line.optionNamesZh.length > 0 && <span>（{line.optionNamesZh.join('、')}）</span>}
          </li>
        ))}
      </ul>
      {order.remark && (
        <p>
          {zh('ticket_remark')}：<bdi dir="auto">{order.remark}</bdi>
        </p>
      )}
      {order.dietary && (
        <div className="kitchen-ticket-dietary" data-testid="ticket-dietary">
          <h5>⚠ {zh('ticket_dietary')}</h5>
          {profileLinesZh(order.dietary).map((l) => (
            <p key={l.label}>
              {l.label}：{l.text}
            </p>
          ))}
          <p>{zh('ticket_warning')}</p>
        </div>
      )}
    </section>
  )
}

/** "Kitchen ticket" on an order card: shows the ticket and prints it alone. */
export function KitchenTicketButton({ order }: { order: BoardOrder }) {
  const { t } = useDietaryT()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const id = useId()

  function print() {
    const ticket = box.current?.querySelector<HTMLElement>('.kitchen-ticket')
    if (!ticket) return
    document.body.classList.add('printing-ticket')
    ticket.dataset.printing = 'true'
    const done = () => {
      document.body.classList.remove('printing-ticket')
      delete ticket.dataset.printing
      window.removeEventListener('afterprint', done)
    }
    window.addEventListener('afterprint', done)
    window.print()
  }

  return (
    <div className="kitchen-ticket-box" ref={box}>
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('dietary:ticket_title')}
        {order.dietary && ' ⚠'}
      </button>
      {open && (
        <div id={id}>
          <KitchenTicket order={order} />
          <button type="button" className="btn btn-small btn-primary" onClick={print}>
            {t('dietary:ticket_print')}
          </button>
        </div>
      )}
    </div>
  )
}
