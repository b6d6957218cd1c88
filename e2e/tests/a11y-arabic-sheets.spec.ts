/**
 * The sheets and dialogs that only appear in the middle of a journey, audited with axe-core in Arabic
 * (right to left): the dish option sheet, the coupon picker, the 6-digit payment keypad, the refund form
 * and its reason sheet (issue 16). The route walk covers every route in Arabic; these layers are not
 * routes. A new member (so the shared demo member's balance is left alone) gets a payment password and a
 * recharge through the API, as the money journey does through the screens; the new-member gift's shop
 * coupon (¥10 off from ¥30) makes the coupon picker open.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { api, expectAccessible, freshEmail, memberPage, signUpByApi, text } from './support'

test.use({ actionTimeout: 20_000 })

const ar = (namespace: string, key: string, vars?: Record<string, string>) => text('ar', namespace, key, vars)
/** Seeded names in Arabic (the demo city has every name in the 11 languages). */
const SHOP_AR = 'دجاج غولدن كريسب المقلي'
const CORN_AR = 'كوب ذرة حلوة بالزبدة'
/** Spicy chicken wings (6), ¥26, one required choice: the spice level. */
const WINGS_AR = 'أجنحة دجاج حارة (6)'
const PAY_PASSWORD = '123456'

/** One call of the API, as the apps make it; fails the test unless it succeeds. */
/** The largest recharge tier (¥500, ¥550 credited) paid on the sandbox gateway, approved. */
async function recharge(request: APIRequestContext, token: string): Promise<void> {
  const { records } = await api<{ records: { id: string; payFen: number }[] }>(
    request,
    'rechargeTier/list',
    {},
  )
  const tier = [...records].sort((a, b) => b.payFen - a.payFen)[0]
  if (!tier) throw new Error('no recharge tier')
  const created = await api<{ id: string }>(
    request,
    'member/recharge/create',
    { tierId: tier.id, idempotencyKey: `e2e-a11y-${Date.now()}` },
    token,
  )
  const payment = await api<{ action: { url: string } }>(
    request,
    'member/payment/create',
    {
      rechargeId: created.id,
      payType: 'alipay',
      environment: 'browser',
      idempotencyKey: `e2e-a11y-pay-${Date.now()}`,
    },
    token,
  )
  const tradePath = new URL(payment.action.url, 'http://x').pathname
  const approved = await request.post(`${tradePath}/approve`, { maxRedirects: 0 })
  expect(approved.status()).toBe(303)
  await expect
    .poll(
      async () => (await api<{ balanceFen: number }>(request, 'member/wallet/summary', {}, token)).balanceFen,
    )
    .toBeGreaterThan(0)
}

test('option sheet, coupon picker, payment keypad and refund form pass axe-core in Arabic', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const token = await signUpByApi(request, freshEmail('a11y-ar'), 'Arabic2025')
  await api(request, 'member/setPaymentPassword', { paymentPassword: PAY_PASSWORD }, token)
  await recharge(request, token)
  const page = await memberPage(browser, token)
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'))

  await test.step('the dish option sheet', async () => {
    await page.goto('/web/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page
      .getByRole('region', { name: ar('home', 'shops_nearby') })
      .getByRole('link', { name: new RegExp(SHOP_AR) })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: SHOP_AR, exact: true })).toBeVisible()
    await page.getByRole('tab', { name: ar('shop', 'tab_instore') }).click()
    await page.getByRole('button', { name: ar('shop', 'choose_options_for', { name: WINGS_AR }) }).click()
    const sheet = page.getByRole('dialog', { name: WINGS_AR })
    const spice = sheet.getByRole('radiogroup').first().getByRole('radio').first()
    await expect(spice).toBeVisible()
    await expectAccessible(page, 'option sheet, ar')
    await spice.click()
    await expect(spice).toHaveAttribute('aria-checked', 'true')
    await sheet.getByRole('button', { name: ar('shop', 'add_to_cart') }).click()
    await expect(sheet).toBeHidden()
    // wings and a corn cup (¥38) reach the gift coupon's ¥30 threshold
    await page
      .getByRole('button', { name: ar('shop', 'increase', { name: CORN_AR }) })
      .first()
      .click()
    await page
      .getByRole('region', { name: ar('shop', 'cart') })
      .getByRole('button', { name: ar('shop', 'checkout'), exact: true })
      .click()
  })

  await test.step('the coupon picker on confirm order', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: ar('order', 'confirm_title'), exact: true }),
    ).toBeVisible()
    await page.getByLabel(ar('order', 'contact_phone')).fill('13800138000')
    const row = page.getByTestId('coupon-row')
    await expect(row).toBeEnabled()
    await row.click()
    const noCoupon = page.getByRole('radio', { name: ar('coupon', 'no_coupon') })
    await expect(noCoupon).toBeVisible()
    await expectAccessible(page, 'coupon picker, ar')
    await noCoupon.click()
    await expect(row).toContainText(ar('coupon', 'no_coupon'))
    await expect(page.locator('.pay-bar-button')).toBeEnabled()
    await page.locator('.pay-bar-button').click()
  })

  await test.step('the payment keypad', async () => {
    await expect(page.getByRole('heading', { level: 1, name: ar('pay', 'title'), exact: true })).toBeVisible()
    const balance = ar('pay', 'method_balance')
    const method = page
      .getByRole('radiogroup', { name: ar('pay', 'methods') })
      .getByRole('radio', { name: new RegExp(balance) })
    await method.click()
    await expect(method).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('button', { name: ar('pay', 'pay_with', { method: balance }) }).click()
    const pad = page.getByRole('dialog', { name: ar('pay', 'enter_password') })
    await expect(pad).toBeVisible()
    await expectAccessible(page, 'payment keypad, ar')
    for (const digit of PAY_PASSWORD) await pad.getByRole('button', { name: digit, exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: ar('order', 'detail_title'), exact: true }),
    ).toBeVisible()
  })

  await test.step('the refund form and its reason sheet', async () => {
    await page.getByRole('link', { name: ar('aftersale', 'action_apply_refund') }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: ar('aftersale', 'apply_title'), exact: true }),
    ).toBeVisible()
    await expect(page.locator('.refund-pick-line').first()).toBeVisible()
    await expectAccessible(page, 'refund form, ar')
    await page.getByRole('button', { name: new RegExp(`^${ar('aftersale', 'reason')}`) }).click()
    const reasons = page.getByRole('dialog', { name: ar('aftersale', 'choose_reason') })
    await expect(reasons.getByRole('radio').first()).toBeVisible()
    await expectAccessible(page, 'refund reason sheet, ar')
    await reasons.getByRole('radio').first().click()
    await expect(reasons).toBeHidden()
  })

  await page.context().close()
})
