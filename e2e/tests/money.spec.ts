/**
 * The money journey of a new member (¥0, no payment password): a ¥100 recharge (¥105 credited) paid by
 * card on the sandbox gateway, the balance details and a bill, a payment password set from the app,
 * then orders at the 24-hour shop paid once with every method. A balance payment is refused for
 * insufficient balance (another tab spent the balance meanwhile) and the same order is recovered on the
 * same screen: Alipay (declined on the gateway), then "Pay with another method", card (approved). A
 * small order is paid from the balance, one with Alipay, and one with WeChat Pay in a browser that
 * presents itself as WeChat (the same member's session).
 */
import { expect, type Page, test } from '@playwright/test'
import {
  addDishWithOptions,
  amountRow,
  decideOnSandbox,
  expectAccessible,
  freshEmail,
  infoRow,
  memberPage,
  SHOP_NAME,
  shopCard,
  signUpByApi,
  withAmounts,
  withoutCoupon,
} from './support'

test.use({ actionTimeout: 20_000 })

/** The check page and the order page follow the server by polling; generous, never a fixed sleep. */
const FOLLOW = { timeout: 20_000 }
/** Soft checks read what is already on the screen: no long wait when they fail. */
const LOGIN_PASSWORD = 'Money2025'
const PAY_PASSWORD = '258025'
const CONTACT_PHONE = '13800138000'
/** WeChat's built-in browser on Android: the app offers WeChat Pay (and not Alipay or card) in it. */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 ' +
  'MicroMessenger/8.0.47.2560(0x28002F37) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64'

async function openMe(page: Page): Promise<void> {
  await page.goto('/web/')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Me', exact: true })
    .click()
}

function meBalance(page: Page) {
  return page.locator('.mine-counter').filter({ hasText: 'Balance' })
}

function method(page: Page, name: RegExp) {
  return page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name })
}

/** A value in a bill's field list (`Wallet` -> `Balance`). */
function billField(page: Page, label: string) {
  return page
    .locator('.bill-field')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
}

/** A row of the balance details, by its cause ("Recharge", "Recharge bonus", "Order payment"). */
function billRow(page: Page, cause: string) {
  return page
    .locator('.bill-row')
    .filter({ has: page.locator('.bill-row-cause', { hasText: new RegExp(`^${cause}$`) }) })
}

async function enterPassword(page: Page, amount: string): Promise<void> {
  const pad = page.getByRole('dialog', { name: 'Enter your payment password' })
  await expect(pad).toContainText(amount)
  await expectAccessible(page, 'payment keypad')
  for (const digit of PAY_PASSWORD) await pad.getByRole('button', { name: digit, exact: true }).click()
}

/**
 * Self-pickup to take away at the fried chicken shop: `fill` puts the dishes in the cart, the confirm page shows
 * `total`, and the order is placed. Returns the order number shown on the pay page.
 */
async function placeOrder(page: Page, fill: () => Promise<void>, total: string): Promise<string> {
  await page.goto('/web/')
  await shopCard(page, SHOP_NAME).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
  await page.getByRole('tab', { name: 'In-store' }).click()
  await fill()
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Self-pickup/ })).toHaveAttribute('aria-checked', 'true')
  // taken away, so packing is charged (eaten in the shop it is not: issue 15)
  await page
    .getByRole('radiogroup', { name: 'Dining option' })
    .getByRole('radio', { name: 'Take away' })
    .click()
  await page.getByLabel('Contact phone (WhatsApp)').fill(CONTACT_PHONE)
  await withoutCoupon(page)
  await expect(amountRow(page, 'Total')).toHaveText(total)
  await page.getByRole('button', { name: withAmounts(`Pay ${total}`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
  await expect(page.locator('.pay-amount')).toHaveText(total)
  const orderNo = (await page.locator('.pay-order-no bdi').innerText()).trim()
  expect(orderNo).toMatch(/^\d+$/)
  return orderNo
}

/** One buttered sweet corn cup: ¥12 + ¥0.50 packing, under every full reduction. */
async function smallOrder(page: Page): Promise<string> {
  return placeOrder(
    page,
    async () => {
      await page.getByRole('button', { name: 'One more Buttered sweet corn cup' }).click()
      await expect(
        page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: /^Cart, 1 items?$/ }),
      ).toBeVisible()
    },
    '¥12.50',
  )
}

async function expectPaidOrder(page: Page, orderNo: string, paid: string, payType: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible(FOLLOW)
  await expect(page.locator('.status-big')).toHaveText('Pending')
  await expect(page.getByText('Paid. Waiting for the restaurant to prepare your order.')).toBeVisible()
  await expect(infoRow(page, 'Order number')).toContainText(orderNo)
  await expect(amountRow(page, 'Paid')).toHaveText(paid)
  await expect(infoRow(page, 'Paid at')).toContainText(payType)
  await expectAccessible(page, `order detail, paid with ${payType}`)
}

test('a new member recharges, sets a payment password and pays once with every method', async ({
  browser,
  request,
}) => {
  // a ceiling for a hang, not a measure: eleven steps with an axe-core scan of each new screen took
  // 3 to 4.6 minutes on a 2-core machine shared with other work (load average 20 to 28)
  test.setTimeout(420_000)
  const token = await signUpByApi(request, freshEmail('money'), LOGIN_PASSWORD)
  const page = await memberPage(browser, token)

  await test.step('a new member has ¥0 and no payment password', async () => {
    await openMe(page)
    await expect(meBalance(page)).toContainText('¥0.00')
    await expect(page.getByRole('link', { name: /^Payment password/ })).toContainText('Not set')
    await expectAccessible(page, 'mine, new member')
  })

  await test.step('recharge ¥100 (get ¥105) with a bank card on the sandbox gateway', async () => {
    await page.getByRole('link', { name: /^Member centre/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Member centre', exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('¥0.00')
    await expectAccessible(page, 'member centre')
    const tier = page.locator('.tier-card').filter({ hasText: withAmounts('Pay ¥100.00', { exact: false }) })
    await expect(tier).toContainText(withAmounts('get ¥105.00', { exact: false }))
    await expect(tier).toContainText(withAmounts('+¥5.00 bonus', { exact: false }))
    await tier.click()

    await expect(page.getByRole('heading', { level: 1, name: 'Recharge', exact: true })).toBeVisible()
    const chosen = page
      .getByRole('radiogroup', { name: 'Choose an amount' })
      .getByRole('radio', { checked: true })
    await expect(chosen).toHaveCount(1)
    await expect(chosen).toContainText(withAmounts('Pay ¥100.00', { exact: false }))
    // in a browser: no WeChat Pay, and the balance never pays a recharge
    await expect(method(page, /WeChat Pay/)).toHaveAttribute('aria-disabled', 'true')
    await expect(method(page, /WeChat Pay/)).toContainText('WeChat Pay works only inside WeChat')
    await expect(method(page, /Balance/)).toHaveCount(0)
    await expect(page.getByText('The balance itself cannot pay for a recharge.')).toBeVisible()
    await expect(page.locator('.pay-bar-total')).toContainText('¥100.00')
    await expectAccessible(page, 'recharge')
    await method(page, /Bank card/).click()
    await expect(method(page, /Bank card/)).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('button', { name: 'Pay with Bank card' }).click()
    await decideOnSandbox(page, 'Card', '¥100.00', 'Approve payment')

    // the check page learns the payment succeeded and opens the balance
    await expect(page.getByRole('heading', { level: 1, name: 'Balance', exact: true })).toBeVisible(FOLLOW)
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('¥105.00')
  })

  await test.step('the balance details list the recharge and its bonus; a bill opens', async () => {
    await expect(page.locator('.bill-row')).toHaveCount(2)
    const recharge = billRow(page, 'Recharge')
    await expect(recharge.locator('.wallet-amount')).toHaveText('+¥100.00')
    const bonus = billRow(page, 'Recharge bonus')
    await expect(bonus.locator('.wallet-amount')).toHaveText('+¥5.00')
    // The bonus is credited after the recharge (same moment, one transaction): ¥100, then ¥105.
    await expect(recharge.locator('.bill-row-after')).toHaveText(withAmounts('Balance ¥100.00'))
    await expect(bonus.locator('.bill-row-after')).toHaveText(withAmounts('Balance ¥105.00'))
    await expectAccessible(page, 'balance details')

    await bonus.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Bill details', exact: true })).toBeVisible()
    await expect(page.locator('.bill-hero-cause')).toHaveText('Recharge bonus')
    await expect(page.locator('.bill-hero-amount')).toHaveText('+¥5.00')
    await expect(billField(page, 'Wallet')).toHaveText('Balance')
    await expect(billField(page, 'Balance after')).toHaveText('¥105.00')
    const related = page.getByRole('region', { name: 'Related entries' })
    await expect(related.locator('.bill-row')).toHaveCount(1)
    await expect(related.locator('.bill-row')).toContainText('Recharge')
    await expect(related.locator('.wallet-amount')).toHaveText('+¥100.00')
    await expectAccessible(page, 'bill details')

    // the recharge itself: paid by card, ¥100 + ¥5 credited
    await billField(page, 'Recharge number').getByRole('link').click()
    await expect(page.locator('.recharge-status')).toHaveText('Paid')
    await expect(billField(page, 'Amount paid')).toHaveText('¥100.00')
    await expect(billField(page, 'Recharge bonus')).toHaveText('¥5.00')
    await expect(billField(page, 'Credited to the balance')).toHaveText('¥105.00')
    await expect(billField(page, 'Payment method')).toHaveText('Bank card')
    await expectAccessible(page, 'recharge details')
  })

  await test.step('set the payment password from the Me tab', async () => {
    await openMe(page)
    await expect(meBalance(page)).toContainText('¥105.00')
    await page.getByRole('link', { name: /^Payment password/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment password', exact: true })).toBeVisible()
    await expect(page.locator('.security-state')).toHaveText('Not set')
    await expectAccessible(page, 'payment password, not set')
    await page.getByRole('link', { name: 'Set payment password' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set payment password', exact: true }),
    ).toBeVisible()
    await page.getByLabel('New payment password', { exact: true }).fill(PAY_PASSWORD)
    await page.getByLabel('New payment password again').fill('258026')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert')).toHaveText('The two passwords do not match')
    await expectAccessible(page, 'set payment password, passwords differ')
    await page.getByLabel('New payment password again').fill(PAY_PASSWORD)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('.toast-region')).toHaveText('Payment password set')
    await expect(page.getByRole('heading', { level: 1, name: 'Payment password', exact: true })).toBeVisible()
    await expect(page.locator('.security-state')).toHaveText('Set')
    await expect(page.getByRole('link', { name: 'Change payment password' })).toBeVisible()
  })

  let bigOrderNo = ''
  await test.step('order for ¥94: the pay page offers the balance (¥105) with the password', async () => {
    bigOrderNo = await placeOrder(
      page,
      async () => {
        await addDishWithOptions(
          page,
          'Fried chicken bucket',
          { Portion: '12 pieces', Flavour: 'Honey garlic' },
          '¥100.00',
        )
      },
      // 100 + packing 2, ¥8 off over ¥50
      '¥94.00',
    )
    await expect(method(page, /Balance/)).toContainText(withAmounts('Balance ¥105.00', { exact: false }))
    await expect(method(page, /Balance/)).toHaveAttribute('aria-checked', 'true')
    await expect(method(page, /WeChat Pay/)).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('button', { name: 'Pay with Balance' })).toBeEnabled()
    await expectAccessible(page, 'pay, balance chosen')
  })

  await test.step('meanwhile, in another tab, a ¥12.50 order is paid from the balance', async () => {
    const other = await page.context().newPage()
    const orderNo = await smallOrder(other)
    await expect(method(other, /Balance/)).toHaveAttribute('aria-checked', 'true')
    await other.getByRole('button', { name: 'Pay with Balance' }).click()
    await enterPassword(other, '¥12.50')
    await expectPaidOrder(other, orderNo, '¥12.50', 'Balance')
    await expect(amountRow(other, 'Paid from balance')).toHaveText('¥12.50')
    await openMe(other)
    await expect(meBalance(other)).toContainText('¥92.50')
    await other.close()
  })

  await test.step('the ¥94 balance payment fails for insufficient balance; Alipay is chosen instead', async () => {
    await page.bringToFront()
    await page.getByRole('button', { name: 'Pay with Balance' }).click()
    await enterPassword(page, '¥94.00')
    await expect(page.locator('.toast-region')).toHaveText('insufficient balance')
    await expect(page.getByRole('dialog', { name: 'Enter your payment password' })).toBeHidden()
    // the same order, still to pay, on the same screen
    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    await expect(page.locator('.pay-order-no bdi')).toHaveText(bigOrderNo)
    await expect(page.locator('.pay-amount')).toHaveText('¥94.00')
    await expect(page.getByRole('timer')).toContainText('Pay within')
    await expect(method(page, /Balance/)).toHaveAttribute('aria-disabled', 'true')
    await expect(method(page, /Balance/)).toContainText('insufficient balance')
    await expect(method(page, /Alipay/)).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByText('Alipay is selected instead.')).toBeVisible()
    await expectAccessible(page, 'pay, balance refused for insufficient balance')
  })

  await test.step('Alipay is declined on the gateway: the check page says so', async () => {
    await page.getByRole('button', { name: 'Pay with Alipay' }).click()
    await decideOnSandbox(page, 'Alipay', '¥94.00', 'Decline')
    await expect(page).toHaveURL(/\/pages\/shop\/success\/success\?paymentId=.+&orderId=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment status', exact: true })).toBeVisible()
    await expect(page.locator('.check-status')).toHaveText('Payment failed', FOLLOW)
    await expect(
      page.getByText('The payment with Alipay did not go through. You can pay with another method now.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'I have paid' })).toHaveCount(0)
    await expectAccessible(page, 'payment status, failed')
    await page.getByRole('link', { name: 'Pay with another method' }).click()
  })

  await test.step('back on the same order, the card is chosen and approved', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    await expect(page.locator('.pay-order-no bdi')).toHaveText(bigOrderNo)
    await expect(
      page.getByText('The payment with Alipay did not go through. Choose another method.'),
    ).toBeVisible()
    // ¥92.50 left: the balance is listed, not selectable, and says why
    await expect(method(page, /Balance/)).toContainText(withAmounts('Balance ¥92.50', { exact: false }))
    await expect(method(page, /Balance/)).toHaveAttribute('aria-disabled', 'true')
    await expect(method(page, /Balance/)).toContainText('insufficient balance')
    await expect(method(page, /Bank card/)).toHaveAttribute('aria-checked', 'true')
    await expectAccessible(page, 'pay, another method after a failure')
    await page.getByRole('button', { name: 'Pay with Bank card' }).click()
    await decideOnSandbox(page, 'Card', '¥94.00', 'Approve payment')
    await expectPaidOrder(page, bigOrderNo, '¥94.00', 'Bank card')
  })

  await test.step('a ¥12.50 order paid with Alipay, approved', async () => {
    const orderNo = await smallOrder(page)
    await method(page, /Alipay/).click()
    await expect(method(page, /Alipay/)).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('button', { name: 'Pay with Alipay' }).click()
    await decideOnSandbox(page, 'Alipay', '¥12.50', 'Approve payment')
    await expectPaidOrder(page, orderNo, '¥12.50', 'Alipay')
  })

  await test.step('inside WeChat, a ¥12.50 order paid with WeChat Pay, approved', async () => {
    const wechat = await memberPage(browser, token, WECHAT_UA)
    const orderNo = await smallOrder(wechat)
    await expect(method(wechat, /WeChat Pay/)).toHaveAttribute('aria-disabled', 'false')
    await expect(method(wechat, /Alipay/)).toHaveAttribute('aria-disabled', 'true')
    await expect(method(wechat, /Alipay/)).toContainText('Alipay works only in a browser, not inside WeChat')
    await expect(method(wechat, /Bank card/)).toHaveAttribute('aria-disabled', 'true')
    await expect(method(wechat, /Bank card/)).toContainText(
      'Card payments work only in a browser, not inside WeChat',
    )
    await expectAccessible(wechat, 'pay inside WeChat')
    await method(wechat, /WeChat Pay/).click()
    await expect(method(wechat, /WeChat Pay/)).toHaveAttribute('aria-checked', 'true')
    await wechat.getByRole('button', { name: 'Pay with WeChat Pay' }).click()
    await decideOnSandbox(wechat, 'WeChat Pay', '¥12.50', 'Approve payment')
    await expectPaidOrder(wechat, orderNo, '¥12.50', 'WeChat Pay')
    await wechat.context().close()
  })

  await test.step('only the balance payment moved the balance: ¥92.50', async () => {
    await openMe(page)
    await expect(meBalance(page)).toContainText('¥92.50')
    await meBalance(page).click()
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('¥92.50')
    await expect(page.locator('.bill-row')).toHaveCount(3)
    const payment = billRow(page, 'Order payment')
    await expect(payment.locator('.wallet-amount')).toHaveText('−¥12.50')
    await expect(payment.locator('.bill-row-after')).toHaveText(withAmounts('Balance ¥92.50'))
  })

  await page.context().close()
})
