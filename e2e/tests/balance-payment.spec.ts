/**
 * The seeded demo member (balance ¥550 from a seeded recharge, payment password 123456) pays a
 * self-pickup order from the balance with the 6-digit keypad; and a shop that is resting today
 * refuses checkout with the spec's modal.
 */
import { expect, test } from '@playwright/test'
import {
  addDishWithOptions,
  amountRow,
  DEMO_MEMBER,
  expectAccessible,
  infoRow,
  RESTING_SHOP_NAME,
  SHOP_NAME,
  shopCard,
  withAmounts,
  withoutCoupon,
} from './support'

test.use({ actionTimeout: 20_000 })

test('the demo member pays a take-away order from the balance with the payment password', async ({
  page,
}) => {
  await test.step('log in with e-mail and password from the Me tab', async () => {
    await page.goto('/web/')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Me', exact: true })
      .click()
    await page.getByRole('link', { name: 'Log in / Sign up' }).click()
    await page.getByRole('link', { name: 'E-mail and password' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in with password', exact: true }),
    ).toBeVisible()
    await expectAccessible(page, 'log in with password')
    await page.getByLabel('E-mail').fill(DEMO_MEMBER.email)
    await page.getByLabel('Password').fill(DEMO_MEMBER.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.locator('.mine-email')).toHaveText(DEMO_MEMBER.email)
    await expect(page.locator('.mine-counter').filter({ hasText: 'Balance' })).toContainText('¥550.00')
  })

  await test.step('order a take-away meal with options at the fried chicken shop', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true })
      .click()
    await shopCard(page, SHOP_NAME).getByRole('link').click()
    await page.getByRole('tab', { name: 'In-store' }).click()
    await addDishWithOptions(page, 'Spicy chicken wings (6)', { 'Spice level': 'Medium hot' }, '¥26.00')
    await page.getByRole('button', { name: 'One more Buttered sweet corn cup' }).click()
    await expect(page.getByRole('button', { name: 'One less Buttered sweet corn cup' })).toBeVisible()
    const cart = page.getByRole('region', { name: 'Cart' })
    await expect(cart.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    await cart.getByRole('button', { name: 'Check out' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Self-pickup/ })).toHaveAttribute('aria-checked', 'true')
    const dining = page.getByRole('radiogroup', { name: 'Dining option' })
    await dining.getByRole('radio', { name: 'Take away' }).click()
    await expect(dining.getByRole('radio', { name: 'Take away' })).toHaveAttribute('aria-checked', 'true')
    await page.getByLabel('Contact phone (WhatsApp)').fill('13800138000')
    await withoutCoupon(page)
    // 26 + 12, packing 1 + 0.50, ¥3 off over ¥30, no delivery fee
    await expect(amountRow(page, 'Items')).toHaveText('¥38.00')
    await expect(amountRow(page, 'Packing fee')).toHaveText('¥1.50')
    await expect(amountRow(page, 'Full reduction')).toHaveText('−¥3.00')
    await expect(amountRow(page, 'Total')).toHaveText('¥36.50')
    await page.getByRole('button', { name: withAmounts('Pay ¥36.50') }).click()
  })

  await test.step('pay by balance: a wrong password is refused, the right one pays', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    const balance = page
      .getByRole('radiogroup', { name: 'Payment method' })
      .getByRole('radio', { name: /Balance/ })
    await balance.click()
    await expect(balance).toHaveAttribute('aria-checked', 'true')
    await expect(balance).toContainText(withAmounts('Balance ¥550.00', { exact: false }))
    await page.getByRole('button', { name: 'Pay with Balance' }).click()

    const pad = page.getByRole('dialog', { name: 'Enter your payment password' })
    await expect(pad).toContainText('¥36.50')
    const boxes = pad.getByRole('img', { name: /digits entered/ })
    for (const digit of '654321') await pad.getByRole('button', { name: digit, exact: true }).click()
    await expect(pad.getByRole('alert')).toHaveText('Wrong payment password, 4 tries left')
    await expect(boxes).toHaveAccessibleName('0 of 6 digits entered')
    await expectAccessible(page, 'payment keypad, wrong password')

    for (const digit of DEMO_MEMBER.paymentPassword.slice(0, 3)) {
      await pad.getByRole('button', { name: digit, exact: true }).click()
    }
    await expect(boxes).toHaveAccessibleName('3 of 6 digits entered')
    for (const digit of DEMO_MEMBER.paymentPassword.slice(3)) {
      await pad.getByRole('button', { name: digit, exact: true }).click()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible()
    await expect(page.locator('.status-big')).toHaveText('Pending')
    await expect(page.getByText('Paid. Waiting for the restaurant to prepare your order.')).toBeVisible()
    await expect(amountRow(page, 'Paid from balance')).toHaveText('¥36.50')
    await expect(amountRow(page, 'Paid')).toHaveText('¥36.50')
    await expect(infoRow(page, 'Paid at')).toContainText('Balance')
    await expect(infoRow(page, 'Order type')).toHaveText('Take away')
    await expectAccessible(page, 'order detail, take away paid from the balance')
  })

  await test.step('the balance on the Me tab is ¥36.50 lower', async () => {
    await page.getByRole('button', { name: 'Home' }).click()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Me', exact: true })
      .click()
    await expect(page.locator('.mine-counter').filter({ hasText: 'Balance' })).toContainText('¥513.50')
  })
})

test('a shop resting today refuses checkout with “shop is resting, cannot order now”', async ({ page }) => {
  await page.goto('/web/')
  await page.getByRole('link', { name: 'Search restaurants or dishes' }).click()
  await page.getByRole('searchbox').fill('Petit Paris')
  const result = page.getByRole('link', { name: new RegExp(`^${RESTING_SHOP_NAME}`) })
  await expect(result).toContainText('Resting')
  await expectAccessible(page, 'search results, a resting shop')
  await result.click()

  await expect(page.getByRole('heading', { level: 2, name: RESTING_SHOP_NAME, exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'The shop is resting' })).toHaveText(
    'The shop is resting and is not taking orders now',
  )
  await page.getByRole('tab', { name: 'Menu' }).click()
  // its option groups are all optional: the dish row adds it plain with "+" (issue 16's compact row)
  await page.getByRole('button', { name: 'One more French onion soup' }).click()
  const cart = page.getByRole('region', { name: 'Cart' })
  await expect(cart.getByRole('button', { name: /^Cart, 1 items?$/ })).toBeVisible()
  await cart.getByRole('button', { name: 'Resting' }).click()

  const modal = page.getByRole('dialog').filter({ hasText: 'shop is resting, cannot order now' })
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('button')).toHaveCount(1)
  await expect(modal.getByRole('button')).toHaveText('OK')
  await expectAccessible(page, 'shop resting modal')
  // neither Escape nor the backdrop closes it: only the confirm button
  await page.keyboard.press('Escape')
  await expect(modal).toBeVisible()
  await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'OK' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: RESTING_SHOP_NAME, exact: true })).toBeVisible()
  // still nothing ordered: the confirm page was never opened
  await expect(page).toHaveURL(/pages\/shop\/detail\/detail/)
})
