import { formatYuan } from '@siam/domain'
import { escapeHtml } from '../html'
import { SandboxTradeStatus } from './trade-status'

type Trade = {
  tradeNo: string
  payType: string
  amountFen: number
  status: SandboxTradeStatus
  returnUrl: string
}

const BRAND: Record<string, { name: string; colour: string }> = {
  wechat: { name: 'WeChat Pay', colour: '#07c160' },
  alipay: { name: 'Alipay', colour: '#1677ff' },
  card: { name: 'Card', colour: '#1a1f71' },
}

const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2129}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0001}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#fff3cd;color:#7a5b00;font-size:12px}
.amount{font-size:36px;font-weight:700;margin:16px 0;font-variant-numeric:tabular-nums}
button{width:100%;min-height:48px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.approve{color:#fff}.decline{background:#e5e6eb;color:#1d2129}</style></head><body><main>${body}</main></body></html>`

/** The hosted page of the sandbox gateway: the payer approves or declines, like a provider's own page. */
export function renderCheckoutPage(trade: Trade, prefix: string): string {
  const brand = BRAND[trade.payType] ?? { name: trade.payType, colour: '#004ca0' }
  const amount = `¥${formatYuan(trade.amountFen)}`
  if (trade.status !== SandboxTradeStatus.WAITING) {
    return renderDonePage(`This payment is already ${trade.status.toLowerCase()}.`, trade.returnUrl)
  }
  const action = (d: string) => `${prefix}/${encodeURIComponent(trade.tradeNo)}/${d}`
  return shell(
    `${brand.name} sandbox`,
    `<div class="card"><span class="badge">Sandbox — no real money moves</span>
<h1 style="color:${brand.colour};font-size:22px">${escapeHtml(brand.name)}</h1>
<p>Trade ${escapeHtml(trade.tradeNo)}</p><div class="amount">${escapeHtml(amount)}</div>
<form method="post" action="${action('approve')}"><button class="approve" style="background:${brand.colour}" type="submit">Approve payment</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form></div>`,
  )
}

export function renderDonePage(message: string, returnUrl: string): string {
  return shell(
    'Sandbox',
    `<div class="card"><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(returnUrl)}">Back</a></p></div>`,
  )
}
