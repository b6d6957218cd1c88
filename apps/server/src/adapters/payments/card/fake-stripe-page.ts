import { formatYuan } from '@siam/domain'
import { escapeHtml } from '../html'
import type { FakeSession } from './fake-stripe-books'

const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f9fc;color:#30313d}
main{max-width:420px;margin:0 auto;padding:24px 16px}.box{background:#fff;border-radius:8px;padding:20px;box-shadow:0 2px 8px #0001}
.amount{font-size:32px;font-weight:600;margin:12px 0}.note{color:#6d6e78;font-size:13px}
input{width:100%;box-sizing:border-box;min-height:44px;margin-top:8px;padding:8px;font-size:16px}
button{width:100%;min-height:48px;border:0;border-radius:6px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#635bff;color:#fff}.decline{background:#e5e6eb}.error{color:#df1b41}</style></head>
<body><main>${body}</main></body></html>`

/** A stand-in for checkout.stripe.com: enough for a browser test to pay or decline. */
export function renderFakeCheckoutPage(session: FakeSession, declined: boolean): string {
  if (session.status !== 'open') {
    return shell('Checkout', `<div class="box"><p>This Checkout Session is no longer active.</p></div>`)
  }
  const amount = `¥${formatYuan(session.amount_total)}`
  const action = (what: string) => `/pay/${encodeURIComponent(session.id)}/${what}`
  return shell(
    'Pay with card',
    `<div class="box"><p class="note">Fake Stripe Checkout — test mode, no real money moves</p>
<div class="amount" data-testid="amount">${escapeHtml(amount)}</div>
<p class="note">Currency: ${escapeHtml(session.currency.toUpperCase())}</p>
${declined ? '<p class="error" role="alert">Your card was declined.</p>' : ''}
<form method="post" action="${action('pay')}"><label>Card number<input name="card" value="4242 4242 4242 4242" inputmode="numeric"></label>
<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Use a declined card</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}</div>`,
  )
}

export function renderMissingPage(): string {
  return shell('Checkout', '<div class="box"><p>Something went wrong: this page does not exist.</p></div>')
}
