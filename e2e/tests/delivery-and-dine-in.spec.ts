/**
 * The main journey at 375x812 with geolocation denied (headless Chromium's default): a visitor finds
 * restaurants near People's Square, filters them, builds a cart with options, signs up with an e-mail
 * code, places and pays a delivery order and a dine-in order through the sandbox gateway, while the
 * merchant moves both orders on the console (a second, desktop-sized browser context). The member's
 * order pages stay open and follow every status by themselves (5 s polling, no reload).
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  addDishWithOptions,
  amountRow,
  consoleSignIn,
  decideOnSandbox,
  expectAccessible,
  freshEmail,
  infoRow,
  MERCHANT,
  SHOP_NAME,
  screenshotPath,
  settle,
  shopCard,
  signUpFromLoginPrompt,
  withAmounts,
  withoutCoupon,
} from './support'

test.use({ actionTimeout: 20_000 })

/** The member's order page polls every 5 s; the console posts at once. Generous, never a fixed sleep. */
const FOLLOW = { timeout: 20_000 }
const COURIER = { name: 'Wang Wei', phone: '13812345678' }
const CONTACT_PHONE = '+44 7700 900123'

async function merchantConsole(browser: Browser): Promise<Page> {
  const page = await consoleSignIn(browser, MERCHANT)
  await expect(page.getByText('Merchant staff')).toBeVisible()
  return page
}

/** The console's card of one order, found by its number as the merchant reads it. */
function consoleCard(console: Page, orderNo: string) {
  return console.getByRole('article', { name: `#${orderNo}` })
}

test('delivery and dine-in orders: member orders and pays, merchant handles them in the console', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const email = freshEmail('journey')

  await test.step('home lists restaurants near People’s Square when location is denied', async () => {
    await page.goto('/web/')
    await expect(page.getByText('Could not get your location, showing Shanghai.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Location: Shanghai. Tap to change' })).toBeVisible()
    // distances are from People's Square (the fried chicken shop is on Huanghe Road, 842 m away)
    await expect(shopCard(page, SHOP_NAME)).toContainText('842 m')
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible()
  })

  await test.step('the type chip and the taste filter narrow the list', async () => {
    const names = page.getByRole('region', { name: 'Restaurants near you' }).locator('.shop-card-name')
    const before = await names.allInnerTexts()
    expect(before.length).toBe(10) // a full first page, more to load

    const fastFood = page.getByRole('toolbar', { name: 'Type' }).getByRole('button', { name: 'Fast food' })
    await fastFood.click()
    await expect(fastFood).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/type=fast_food/)
    await expect(shopCard(page, SHOP_NAME)).toBeVisible()
    await expect(page.getByText('That’s all')).toBeVisible()
    const fastFoodShops = await names.allInnerTexts()
    await expectAccessible(page, 'home, filtered by type')
    expect(fastFoodShops.length).toBeLessThan(before.length)
    // a pizzeria (western) and a Sichuan kitchen (asian) are not fast food
    expect(fastFoodShops).not.toContain("Nonna's Pizzeria")
    expect(fastFoodShops).not.toContain('Lao Shuchuan Sichuan Kitchen')

    await page.getByRole('button', { name: 'Taste' }).click()
    const tastes = page.getByRole('dialog', { name: 'Taste' })
    await expect(tastes.getByRole('radio', { name: 'Spicy' })).toBeVisible()
    await expectAccessible(page, 'taste filter sheet')
    await tastes.getByRole('radio', { name: 'Spicy' }).click()
    await expect(tastes).toBeHidden()
    await expect(page).toHaveURL(/taste=spicy/)
    await expect(page.getByRole('button', { name: 'Spicy' })).toBeVisible()
    await expect(shopCard(page, SHOP_NAME)).toBeVisible()
    await expect(page.getByText('That’s all')).toBeVisible()
    await expect
      .poll(async () => (await names.allInnerTexts()).length, {
        message: 'fewer fast-food shops that are spicy',
      })
      .toBeLessThan(fastFoodShops.length)
  })

  await test.step('open the shop and put dishes with options in the cart', async () => {
    await shopCard(page, SHOP_NAME).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true')
    // at 375 px the "Choose options" buttons keep clear of the screen's end edge
    const choose = await page
      .getByRole('button', { name: 'Choose options for Fried chicken bucket' })
      .boundingBox()
    expect((choose?.x ?? 0) + (choose?.width ?? 0)).toBeLessThanOrEqual(375 - 12)
    await addDishWithOptions(
      page,
      'Fried chicken bucket',
      { Portion: '12 pieces', Flavour: 'Honey garlic' },
      '¥100.00',
      'dish option sheet',
    )
    await addDishWithOptions(page, 'Popcorn chicken', { Size: 'Large', Sauce: 'Sweet chili sauce' }, '¥26.00')
    const cart = page.getByRole('region', { name: 'Cart' })
    await expect(cart.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    // 100 + 26 + packing 2 + 1, less ¥8 off over ¥50 (the delivery fee comes with the address)
    await expect(cart.locator('.cart-bar-total')).toContainText('¥121.00')
    await cart.getByRole('button', { name: 'Cart, 2 items' }).click()
    const sheet = page.getByRole('dialog', { name: 'Cart' })
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Fried chicken bucket' })).toContainText(
      '12 pieces / Honey garlic',
    )
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Popcorn chicken' })).toContainText(
      'Large / Sweet chili sauce',
    )
    await expectAccessible(page, 'cart sheet')
    await sheet.getByRole('button', { name: 'Close' }).click()
    await cart.getByRole('button', { name: 'Check out' }).click()
  })

  await test.step('sign up with an e-mail code from the outbox, back on the confirm page', async () => {
    await signUpFromLoginPrompt(page, email, 'Journey2025')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Delivery/ })).toHaveAttribute('aria-checked', 'true')
    // the options read in the menu's order (portion, then flavour), as in the cart
    await expect(page.locator('.order-line').filter({ hasText: 'Fried chicken bucket' })).toContainText(
      '12 pieces / Honey garlic',
    )
  })

  await test.step('the confirm page without an address passes axe-core', async () => {
    await expect(page.getByRole('link', { name: /Add a delivery address/ })).toBeVisible()
    await expectAccessible(page, 'confirm order, delivery without an address')
  })

  await test.step('add a delivery address at People’s Square', async () => {
    await page.getByRole('link', { name: /Add a delivery address/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
    await expect(page.getByText('Location: Shanghai (your position could not be found')).toBeVisible()
    await page.getByLabel('Contact person').fill('Alex Journey')
    await page.getByLabel('Mobile phone').fill('13900001111')
    await expect(page.getByLabel('City')).toHaveValue('Shanghai')
    await page.getByLabel('Street address').fill('120 People’s Avenue')
    await page.getByLabel('Door number').fill('Building 2, Room 801')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Change address' })).toContainText(
      'Shanghai 120 People’s Avenue Building 2, Room 801',
    )
    // the address card is named by the address it shows, then what it does (WCAG 2.5.3)
    await expectAccessible(page, 'confirm order, delivery to an address')
  })

  let deliveryOrderNo = ''
  await test.step('place the delivery order and pay it with Alipay on the sandbox gateway', async () => {
    await page.getByLabel('Contact phone (WhatsApp)').fill(CONTACT_PHONE)
    await withoutCoupon(page)
    await expect(amountRow(page, 'Items')).toHaveText('¥126.00')
    await expect(amountRow(page, 'Packing fee')).toHaveText('¥3.00')
    await expect(amountRow(page, 'Delivery fee')).toContainText('¥5.00')
    await expect(amountRow(page, 'Full reduction')).toHaveText('−¥8.00')
    await expect(amountRow(page, 'Total')).toHaveText('¥126.00')
    await page.getByRole('button', { name: withAmounts('Pay ¥126.00') }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    await expect(page.locator('.pay-amount')).toHaveText('¥126.00')
    deliveryOrderNo = (await page.locator('.pay-order-no bdi').innerText()).trim()
    expect(deliveryOrderNo).toMatch(/^\d+$/)
    await expectAccessible(page, 'pay, a new member')
    const methods = page.getByRole('radiogroup', { name: 'Payment method' })
    await expect(methods.getByRole('radio', { name: /WeChat Pay/ })).toHaveAttribute('aria-disabled', 'true')
    await methods.getByRole('radio', { name: /Alipay/ }).click()
    await page.getByRole('button', { name: 'Pay with Alipay' }).click()
    await decideOnSandbox(page, 'Alipay', '¥126.00', 'Approve payment')

    await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible(
      FOLLOW,
    )
    await expect(page.locator('.status-big')).toHaveText('Pending')
    await expect(page.getByText('Paid. Waiting for the restaurant to accept your order.')).toBeVisible()
    await expect(amountRow(page, 'Paid')).toHaveText('¥126.00')
    await expect(infoRow(page, 'Order number')).toContainText(deliveryOrderNo)
    // the 20-digit order number on one line, the copy button beside it
    const digits = await infoRow(page, 'Order number').locator('bdi').boundingBox()
    const copy = await infoRow(page, 'Order number')
      .getByRole('button', { name: 'Copy the order number' })
      .boundingBox()
    expect(digits?.height ?? 99).toBeLessThan(24)
    expect(copy?.x ?? 0).toBeGreaterThanOrEqual((digits?.x ?? 0) + (digits?.width ?? 0))
    expect(
      Math.abs((copy?.y ?? 0) + (copy?.height ?? 0) / 2 - ((digits?.y ?? 0) + (digits?.height ?? 0) / 2)),
    ).toBeLessThan(4)
    await expect(page.locator('.order-line').filter({ hasText: 'Fried chicken bucket' })).toContainText(
      '12 pieces / Honey garlic',
    )
    await expect(infoRow(page, 'Paid at')).toContainText('Alipay')
    await settle(page)
    await page.screenshot({ path: screenshotPath('delivery-order-detail-en.png'), fullPage: true })
    await expectAccessible(page, 'order detail, delivery paid')
  })

  // The delivery order's page stays open in this tab; the dine-in order is placed in a second tab.
  const dineIn = await page.context().newPage()
  let dineInOrderNo = ''
  await test.step('place a dine-in order found through search', async () => {
    await dineIn.goto('/web/')
    await dineIn.getByRole('link', { name: 'Search restaurants or dishes' }).click()
    await dineIn.getByRole('searchbox').fill('Golden Crisp')
    await expect(dineIn.getByRole('link', { name: new RegExp(`^${SHOP_NAME}`) })).toBeVisible()
    await expectAccessible(dineIn, 'search results')
    await dineIn.getByRole('link', { name: new RegExp(`^${SHOP_NAME}`) }).click()
    await expect(dineIn.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
    await dineIn.getByRole('tab', { name: 'In-store' }).click()
    await expect(dineIn.getByText('Order ahead, then eat in the shop or take it away.')).toBeVisible()
    await expectAccessible(dineIn, 'shop, in-store tab')
    await addDishWithOptions(dineIn, 'Spicy chicken wings (6)', { 'Spice level': 'Extra hot' }, '¥26.00')
    const cart = dineIn.getByRole('region', { name: 'Cart' })
    await expect(cart).toContainText('Self-pickup: no delivery fee')
    await cart.getByRole('button', { name: 'Check out' }).click()

    await expect(dineIn.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await expect(dineIn.getByRole('radio', { name: /^Self-pickup/ })).toHaveAttribute('aria-checked', 'true')
    const dining = dineIn.getByRole('radiogroup', { name: 'Dining option' })
    await dining.getByRole('radio', { name: 'Dine in' }).click()
    await expect(dining.getByRole('radio', { name: 'Dine in' })).toHaveAttribute('aria-checked', 'true')
    // the contact number is remembered from the first order
    await expect(dineIn.getByLabel('Contact phone (WhatsApp)')).toHaveValue(CONTACT_PHONE.replace(/\s/g, ''))
    await withoutCoupon(dineIn)
    await expect(amountRow(dineIn, 'Items')).toHaveText('¥26.00')
    // eaten in the shop: no packing (issue 15)
    await expect(amountRow(dineIn, 'Packing fee')).toHaveText('¥0.00')
    await expect(amountRow(dineIn, 'Total')).toHaveText('¥26.00')
    await expectAccessible(dineIn, 'confirm order, dine in')
    await dineIn.getByRole('button', { name: withAmounts('Pay ¥26.00') }).click()
    await expect(dineIn.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    dineInOrderNo = (await dineIn.locator('.pay-order-no bdi').innerText()).trim()
  })

  await test.step('a declined payment offers another method for the same order; the card is approved', async () => {
    const methods = dineIn.getByRole('radiogroup', { name: 'Payment method' })
    // a new member has no balance and no payment password yet
    const balance = methods.getByRole('radio', { name: /Balance/ })
    await expect(balance).toContainText(withAmounts('Balance ¥0.00', { exact: false }))
    await expect(balance).toContainText('payment password not set, go and set it')
    await methods.getByRole('radio', { name: /Alipay/ }).click()
    await dineIn.getByRole('button', { name: 'Pay with Alipay' }).click()
    await decideOnSandbox(dineIn, 'Alipay', '¥26.00', 'Decline')
    // the check page learns the result from the server, says so, and offers the next method
    await expect(dineIn.locator('.check-status')).toHaveText('Payment failed', FOLLOW)
    await dineIn.getByRole('link', { name: 'Pay with another method' }).click()
    await expect(dineIn.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible(FOLLOW)
    await expect(
      dineIn.getByText('The payment with Alipay did not go through. Choose another method.'),
    ).toBeVisible()
    // the order is still open for payment, with its countdown
    await expect(dineIn.locator('.pay-amount')).toHaveText('¥26.00')
    await expect(dineIn.getByRole('timer')).toContainText('Pay within')

    await methods.getByRole('radio', { name: /Bank card/ }).click()
    await dineIn.getByRole('button', { name: 'Pay with Bank card' }).click()
    await decideOnSandbox(dineIn, 'Card', '¥26.00', 'Approve payment')
    await expect(dineIn.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible(
      FOLLOW,
    )
    await expect(dineIn.locator('.status-big')).toHaveText('Pending')
    await expect(dineIn.getByText('Paid. Waiting for the restaurant to prepare your order.')).toBeVisible()
    await expect(infoRow(dineIn, 'Order type')).toHaveText('Dine in')
    await expect(infoRow(dineIn, 'Paid at')).toContainText('Bank card')
    await expect(amountRow(dineIn, 'Paid')).toHaveText('¥26.00')
  })

  const merchant = await merchantConsole(browser)

  await test.step('merchant accepts the delivery order; the member sees it without reloading', async () => {
    const card = consoleCard(merchant, deliveryOrderNo)
    await expect(card).toBeVisible(FOLLOW)
    await expect(card).toContainText('Delivery')
    await expect(card).toContainText('Pending')
    await expect(card).toContainText('+447700900123')
    await expect(card).toContainText('炸鸡桶')
    await expectAccessible(merchant, 'console board with a new order')
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(card).toContainText('To be delivered')
    await expect(page.locator('.status-big')).toHaveText('To be delivered', FOLLOW)
    await expect(
      page.getByText('The restaurant is preparing your food; a courier will pick it up.'),
    ).toBeVisible()
  })

  await test.step('merchant dispatches with a courier; the member sees the courier’s phone', async () => {
    const card = consoleCard(merchant, deliveryOrderNo)
    await card.getByRole('button', { name: 'Dispatch' }).click()
    const form = card.getByRole('form', { name: 'Dispatch' })
    await expect(form.getByLabel('Courier name')).toBeVisible()
    await expectAccessible(merchant, 'console dispatch form')
    await form.getByLabel('Courier name').fill(COURIER.name)
    await form.getByLabel('Courier phone').fill('1381234')
    await form.getByRole('button', { name: 'Hand over to courier' }).click()
    await expect(form).toContainText('Enter a mainland mobile number: 11 digits starting with 1.')
    await expectAccessible(merchant, 'console dispatch form, phone refused')
    await form.getByLabel('Courier phone').fill(COURIER.phone)
    await form.getByRole('button', { name: 'Hand over to courier' }).click()
    await expect(card).toContainText('Order taken (delivering)')
    await expect(card).toContainText(COURIER.phone)

    await expect(page.locator('.status-big')).toHaveText('Order taken (delivering)', FOLLOW)
    const courier = page.getByRole('region', { name: 'Courier' })
    await expect(courier).toContainText(COURIER.name)
    await expect(courier).toContainText(COURIER.phone)
    await expect(courier.getByRole('link', { name: `Call the courier: ${COURIER.phone}` })).toHaveAttribute(
      'href',
      `tel:${COURIER.phone}`,
    )
    await expectAccessible(page, 'order detail, with the courier')
  })

  await test.step('merchant marks it delivered', async () => {
    const card = consoleCard(merchant, deliveryOrderNo)
    await card.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(page.locator('.status-big')).toHaveText('Delivered', FOLLOW)
    await expect(page.getByText('Delivered. Please confirm that you received it.')).toBeVisible()
    await expectAccessible(page, 'order detail, delivered')
  })

  await test.step('merchant marks the dine-in order ready, then picked up', async () => {
    const card = consoleCard(merchant, dineInOrderNo)
    await expect(card).toBeVisible(FOLLOW)
    await expect(card).toContainText('Dine-in')
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await card.getByRole('button', { name: 'Mark ready for pickup' }).click()
    await expect(dineIn.locator('.status-big')).toHaveText('To be picked up', FOLLOW)
    await expect(dineIn.getByText('Your order is ready. Show the order number at the counter.')).toBeVisible()

    await consoleCard(merchant, dineInOrderNo).getByRole('button', { name: 'Mark picked up' }).click()
    await expect(dineIn.locator('.status-big')).toHaveText('Completed', FOLLOW)
    await expect(dineIn.getByText('Picked up. Enjoy your meal!')).toBeVisible()
  })

  await test.step('the member confirms receipt of the delivery order', async () => {
    await page.bringToFront()
    await page.getByRole('button', { name: 'Confirm receipt' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' })
    await expect(dialog).toContainText('Have you received your order?')
    await expectAccessible(page, 'confirm receipt dialog')
    await dialog.getByRole('button', { name: 'Confirm receipt' }).click()
    await expect(page.locator('.status-big')).toHaveText('Completed')
    await expect(page.getByText('Order completed. Enjoy your meal!')).toBeVisible()
    await expectAccessible(page, 'order detail, delivery completed')
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0)
  })

  await test.step('the console lists both orders as finished', async () => {
    const recent = merchant.getByRole('region', { name: 'Recently finished and cancelled' })
    const row = (orderNo: string) => recent.locator('summary').filter({ hasText: `#${orderNo}` })
    await expect(row(deliveryOrderNo)).toContainText('Completed', FOLLOW)
    await expect(row(deliveryOrderNo)).toContainText('Delivery')
    await expect(row(deliveryOrderNo)).toContainText('¥126.00')
    await expect(row(dineInOrderNo)).toContainText('Completed', FOLLOW)
    await expect(row(dineInOrderNo)).toContainText('Dine-in')
    await expect(row(dineInOrderNo)).toContainText('¥26.00')
    await expectAccessible(merchant, 'console, finished orders')
    await merchant.screenshot({ path: screenshotPath('console-finished.png') })
  })
  await merchant.context().close()
})
