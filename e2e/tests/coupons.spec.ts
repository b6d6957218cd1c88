/**
 * Coupons (issue 11), the demo member's journey: claims a platform campaign's coupon in the coupon
 * centre and sees it in "My coupons"; at confirm order the best coupon is chosen by default and the
 * total drops; the order completes; a double-draw ticket is played and the prize lands in the right
 * list; a coupon pack is bought from the balance and refunded the same day in one tap.
 *
 * The platform's side (the campaign, the draw's prize, the pack, the ticket) and the merchant's moves
 * are set up through the console API with the seeded admin and merchant accounts.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  addDishWithOptions,
  amountRow,
  DEMO_MEMBER,
  decideOnSandbox,
  expectAccessible,
  MERCHANT,
  SHOP_NAME,
  shopCard,
  withAmounts,
} from './support'

test.use({ actionTimeout: 20_000 })

const ADMIN = { email: 'admin@siam.demo', password: 'Siam12345' }

async function api<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/siam-server/rest/${path}`, {
    data: body,
    headers: token ? { authorization: token } : {},
  })
  const json = (await res.json()) as { success: boolean; data: T; errorKey?: string }
  if (!json.success) throw new Error(`${path}: ${json.errorKey}`)
  return json.data
}

const days = (n: number) => ({ type: 'days', days: n })
const inAnHour = () => new Date(Date.now() - 60_000).toISOString()
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString()

async function login(page: Page) {
  await page.goto('/web/')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Me', exact: true })
    .click()
  await page.getByRole('link', { name: 'Log in / Sign up' }).click()
  await page.getByRole('link', { name: 'E-mail and password' }).click()
  await page.getByLabel('E-mail').fill(DEMO_MEMBER.email)
  await page.getByLabel('Password').fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.locator('.mine-email')).toHaveText(DEMO_MEMBER.email)
}

test('claim a coupon, order with the best one, draw a prize, buy and refund a coupon pack', async ({
  page,
  request,
}) => {
  const admin = (await api<{ token: string }>(request, 'merchant/login', ADMIN)).token
  const merchant = (await api<{ token: string }>(request, 'merchant/login', MERCHANT)).token
  const member = (await api<{ token: string }>(request, 'member/login', DEMO_MEMBER)).token
  const { id: memberId } = await api<{ id: string }>(request, 'member/getLoginMemberInfo', {}, member)

  await test.step('the platform opens a campaign, sets the draw prize and puts a pack on sale', async () => {
    await api(
      request,
      'admin/coupon/create',
      {
        template: {
          kind: 'shop',
          title: { en: 'Spring treat: 15 off from 20' },
          amountFen: 1500,
          thresholdFen: 2000,
          validity: days(7),
        },
        total: 10,
        perMember: 1,
        startsAt: inAnHour(),
        endsAt: tomorrow(),
      },
      admin,
    )
    await api(
      request,
      'admin/draw/prizes/set',
      {
        prizes: [
          {
            kind: 'coupon',
            title: { en: 'Lucky delivery coupon' },
            template: {
              kind: 'delivery',
              title: { en: 'Lucky delivery coupon' },
              amountFen: 300,
              validity: days(7),
            },
            weight: 1,
          },
        ],
      },
      admin,
    )
    await api(
      request,
      'admin/couponPack/create',
      {
        title: { en: 'Three delivery coupons' },
        count: 3,
        priceFen: 1000,
        template: {
          kind: 'delivery',
          title: { en: 'Pack delivery coupon' },
          amountFen: 500,
          validity: days(30),
        },
      },
      admin,
    )
  })

  await test.step('claim the campaign coupon in the coupon centre and see it in My coupons', async () => {
    await login(page)
    await page.getByRole('link', { name: /My coupons/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible()
    await expectAccessible(page, 'my coupons')
    await page.getByRole('link', { name: 'Get coupons' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon centre' })).toBeVisible()
    const campaign = page.getByTestId('campaign-card').filter({ hasText: 'Spring treat: 15 off from 20' })
    await campaign.getByRole('button', { name: 'Claim' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your coupons' })).toBeVisible()
    await expect(campaign.getByRole('button', { name: 'Claimed' })).toBeDisabled()
    await expectAccessible(page, 'coupon centre, a coupon claimed')
    await page.goBack()
    await page.getByRole('tab', { name: /Shop coupons/ }).click()
    await expect(
      page.getByTestId('coupon-card').filter({ hasText: 'Spring treat: 15 off from 20' }),
    ).toBeVisible()
    await expectAccessible(page, 'my coupons, shop coupons tab')
  })

  let orderId = ''
  await test.step('confirm order: the best coupon is chosen by default and the total drops', async () => {
    await page.goto('/web/')
    await shopCard(page, SHOP_NAME).getByRole('link').click()
    await page.getByRole('tab', { name: 'In-store' }).click()
    await addDishWithOptions(page, 'Spicy chicken wings (6)', { 'Spice level': 'Medium hot' }, '¥26.00')
    await page.getByRole('button', { name: 'One more Buttered sweet corn cup' }).click()
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await page
      .getByRole('radiogroup', { name: 'Dining option' })
      .getByRole('radio', { name: 'Take away' })
      .click()
    await page.getByLabel('Contact phone (WhatsApp)').fill('13800138000')

    const row = page.getByTestId('coupon-row')
    await expect(row).toContainText('available')
    await expect(row).toContainText(withAmounts('−¥15.00', { exact: false }))
    await expect(
      page.getByText('One coupon per order: a delivery coupon and a shop coupon cannot be combined.'),
    ).toBeVisible()
    await expect(amountRow(page, 'Coupon')).toHaveText('−¥15.00')
    await expectAccessible(page, 'confirm order, best coupon applied')
    // Without a coupon the order costs ¥36.50 (38 + 1.50 packing - 3 full reduction).
    await row.click()
    await page.getByRole('radio', { name: "Don't use a coupon" }).click()
    await expect(amountRow(page, 'Total')).toHaveText('¥36.50')
    await row.click()
    await expect(page.getByRole('radio', { name: /Spring treat/ })).toBeVisible()
    await expectAccessible(page, 'coupon picker')
    await page.getByRole('radio', { name: /Spring treat/ }).click()
    await expect(amountRow(page, 'Coupon')).toHaveText('−¥15.00')
    const total = (await amountRow(page, 'Total').textContent()) ?? ''
    expect(Number(total.replace(/[^\d.]/g, ''))).toBeLessThan(36.5)
    await page.getByRole('button', { name: withAmounts(`Pay ${total.trim()}`) }).click()

    const balance = page
      .getByRole('radiogroup', { name: 'Payment method' })
      .getByRole('radio', { name: /Balance/ })
    await balance.click()
    await page.getByRole('button', { name: 'Pay with Balance' }).click()
    const pad = page.getByRole('dialog', { name: 'Enter your payment password' })
    for (const digit of DEMO_MEMBER.paymentPassword)
      await pad.getByRole('button', { name: digit, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible()
    orderId = new URL(page.url().replace('#', '')).searchParams.get('id') ?? ''
    expect(orderId).not.toBe('')
  })

  await test.step('the merchant hands the order over: it completes', async () => {
    await api(request, 'merchant/order/updateStatus', { id: orderId, action: 'mark_ready' }, merchant)
    await api(request, 'merchant/order/updateStatus', { id: orderId, action: 'picked_up' }, merchant)
    await page.reload()
    await expect(page.locator('.status-big')).toHaveText('Completed')
  })

  await test.step('play a double-draw ticket and find the prize in the delivery coupons', async () => {
    await api(
      request,
      'admin/coupon/give',
      {
        memberId,
        template: {
          kind: 'doubleDraw',
          title: { en: 'Double-draw ticket' },
          amountFen: 0,
          validity: days(30),
        },
      },
      admin,
    )
    await page.goto('/web/#/pages/mine/coupons/coupons?tab=doubleDraw')
    await page.getByTestId('coupon-card').getByRole('link', { name: 'Draw now' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prize draw' })).toBeVisible()
    await expect(page.getByText('Draws available: 2')).toBeVisible()
    await expectAccessible(page, 'prize draw')
    await page.getByRole('button', { name: 'Draw', exact: true }).click()
    await expect(page.getByTestId('draw-result')).toContainText('You won: Lucky delivery coupon')
    await expect(page.getByTestId('draw-history')).toContainText('Lucky delivery coupon')
    await expectAccessible(page, 'prize draw, a prize won')
    await page.getByRole('link', { name: 'See it in my coupons' }).click()
    await expect(page.getByTestId('coupon-card').filter({ hasText: 'Lucky delivery coupon' })).toBeVisible()
  })

  await test.step('buy a coupon pack from the balance and refund it the same day', async () => {
    await page.goto('/web/#/pages/mine/coupons/packs/packs')
    const pack = page.getByTestId('pack-card').filter({ hasText: 'Three delivery coupons' })
    await pack.getByRole('button', { name: 'Buy' }).click()
    await pack.getByLabel('Payment password').fill(DEMO_MEMBER.paymentPassword)
    await pack.getByRole('button', { name: 'Buy' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Pack bought' })).toBeVisible()
    await page.getByTestId('purchases').getByRole('button', { name: 'Refund unused coupons' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /OK|Confirm/ })
      .click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: withAmounts('¥10.00 refunded to your balance', { exact: false }) }),
    ).toBeVisible()
    await expect(page.getByTestId('purchases')).toContainText(
      withAmounts('Refunded ¥10.00', { exact: false }),
    )
    await expectAccessible(page, 'coupon packs, a pack refunded')
  })

  await test.step('buy a coupon pack with Alipay on the sandbox page; the refund goes back to Alipay', async () => {
    await page.goto('/web/#/pages/mine/coupons/packs/packs')
    const pack = page.getByTestId('pack-card').filter({ hasText: 'Three delivery coupons' })
    await pack.getByRole('button', { name: 'Buy' }).click()
    const alipay = pack.getByRole('radio', { name: /Alipay/ })
    await alipay.click()
    await expect(alipay).toHaveAttribute('aria-checked', 'true')
    await expectAccessible(page, 'coupon pack, buying with Alipay')
    await pack.getByTestId('pack-pay-provider').click()
    await decideOnSandbox(page, 'Alipay', '¥10.00', 'Approve payment')
    // The check page asks the server, then comes back to the packs with the purchase paid.
    await page.waitForURL(/\/pages\/mine\/coupons\/packs\/packs/)
    await page.getByTestId('purchases').getByRole('button', { name: 'Refund unused coupons' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /OK|Confirm/ })
      .click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: withAmounts('¥10.00 is on its way back to Alipay', { exact: false }) }),
    ).toBeVisible()
  })
})
