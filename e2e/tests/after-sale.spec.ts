/**
 * After-sale (issue 4): a new member orders two corn cups for self-pickup and pays with Alipay on the
 * sandbox gateway, then asks for one of them back with a photo. The merchant rejects the request on the
 * console, the member escalates it to the platform, platform staff approve it, and the member sees the
 * money back and every step on the refund timeline. A second order is completed by the merchant and
 * reviewed with a photo; the review appears on the shop's review tab. Member pages follow the server by
 * polling (5 s); the console posts at once.
 */
import { crc32, deflateSync } from 'node:zlib'
import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  amountRow,
  consoleSignIn,
  decideOnSandbox,
  expectAccessible,
  freshEmail,
  MERCHANT,
  memberPage,
  SHOP_NAME,
  screenshotPath,
  settle,
  shopCard,
  signUpByApi,
  withAmounts,
  withoutCoupon,
} from './support'

test.use({ actionTimeout: 20_000 })

const FOLLOW = { timeout: 30_000 }
const PLATFORM = { email: 'admin@siam.demo', password: 'Siam12345' }
const CONTACT_PHONE = '13800138000'
const CORN = 'Buttered sweet corn cup'

/** A small real PNG (a 24x24 square of one colour): the server re-encodes what it receives. */
function png(rgb: [number, number, number]): Buffer {
  const size = 24
  const row = Buffer.alloc(1 + size * 3)
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: size }, () => row))
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A console session at desktop size; checks the role badge. */
async function consolePage(
  browser: Browser,
  account: { email: string; password: string },
  role: string,
): Promise<Page> {
  const page = await consoleSignIn(browser, account)
  await expect(page.getByText(role, { exact: true })).toBeVisible()
  return page
}

/** Self-pickup (take away) of `cups` corn cups at the 24-hour shop, paid with Alipay on the sandbox; returns the order number. */
async function orderAndPay(page: Page, cups: number, total: string): Promise<string> {
  await page.goto('/web/')
  await shopCard(page, SHOP_NAME).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
  await page.getByRole('tab', { name: 'In-store' }).click()
  for (let i = 0; i < cups; i++)
    await page
      .getByRole('button', { name: `One more ${CORN}` })
      .first()
      .click()
  const cart = page.getByRole('region', { name: 'Cart' })
  await expect(cart.getByRole('button', { name: new RegExp(`^Cart, ${cups} items?$`) })).toBeVisible()
  await cart.getByRole('button', { name: 'Check out' }).click()
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
  const orderNo = (await page.locator('.pay-order-no bdi').innerText()).trim()
  const alipay = page
    .getByRole('radiogroup', { name: 'Payment method' })
    .getByRole('radio', { name: /Alipay/ })
  await alipay.click()
  await expect(alipay).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Pay with Alipay' }).click()
  await decideOnSandbox(page, 'Alipay', total, 'Approve payment')
  await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible(FOLLOW)
  await expect(page.locator('.status-big')).toHaveText('Pending', FOLLOW)
  return orderNo
}

/** The refund timeline's rows, newest first, as text. */
function timelineRows(page: Page) {
  return page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
}

test('after-sale: partial refund rejected, escalated, approved by the platform; a review with a photo', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const token = await signUpByApi(request, freshEmail('aftersale'), 'AfterSale2025')
  const member = await memberPage(browser, token)
  let orderNo = ''

  await test.step('the member orders two corn cups and pays ¥25.00 with Alipay', async () => {
    orderNo = await orderAndPay(member, 2, '¥25.00')
    // paid a moment ago: quick cancel and a refund request are both open
    await expect(member.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    await expect(member.getByRole('link', { name: 'Apply for a refund' })).toBeVisible()
    await expectAccessible(member, 'order detail, paid a moment ago')
  })

  await test.step('asks for one cup back with a photo; the server previews ¥12.50', async () => {
    await member.getByRole('link', { name: 'Apply for a refund' }).click()
    await expect(
      member.getByRole('heading', { level: 1, name: 'Apply for a refund', exact: true }),
    ).toBeVisible()
    const cornRow = member.locator('.refund-pick-line').filter({ hasText: CORN })
    await expect(cornRow).toContainText('Up to 2')
    await cornRow.getByRole('button', { name: `One more ${CORN}` }).click()
    await expect(member.locator('.pay-bar .refund-total')).toHaveText('¥12.50')
    await expectAccessible(member, 'refund form, one item picked')

    await member.getByRole('button', { name: /^Reason/ }).click()
    const reasons = member.getByRole('dialog', { name: 'Choose a reason' })
    await expect(reasons.getByRole('radio', { name: 'Items missing' })).toBeVisible()
    await expectAccessible(member, 'refund reason sheet')
    await reasons.getByRole('radio', { name: 'Items missing' }).click()
    await expect(reasons).toBeHidden()
    await member.getByRole('textbox', { name: 'Description' }).fill('Only one cup was in the bag.')
    await expect(member.getByText('28/140')).toBeVisible()
    await member.getByTestId('photo-album').setInputFiles({
      name: 'bag.png',
      mimeType: 'image/png',
      buffer: png([200, 40, 40]),
    })
    await expect(
      member.getByRole('group', { name: 'Photos' }).getByRole('img', { name: 'Photo 1' }),
    ).toBeVisible(FOLLOW)
    await settle(member)
    await member.screenshot({ path: screenshotPath('refund-apply.png'), fullPage: true })
    await expectAccessible(member, 'refund form with a photo')
    await member.getByRole('button', { name: 'Submit request' }).click()

    await expect(
      member.getByRole('heading', { level: 1, name: 'Refund progress', exact: true }),
    ).toBeVisible()
    await expect(member.getByRole('heading', { level: 2, name: 'Waiting for the restaurant' })).toBeVisible()
    await expect(
      member.getByText(/The restaurant answers by .*\. If it does not, the refund is approved\./),
    ).toBeVisible()
    await expect(member.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await expect(member.getByRole('button', { name: 'Withdraw request' })).toBeVisible()
    await expect(member.getByRole('button', { name: 'Ask the platform' })).toHaveCount(0)
    await expectAccessible(member, 'refund progress, waiting for the restaurant')
  })

  const merchant = await consolePage(browser, MERCHANT, 'Merchant staff')
  await test.step('the merchant sees the request with its photo and rejects it with a reason', async () => {
    await merchant
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Refunds' })
      .click()
    await merchant.getByRole('button', { name: new RegExp(`#${orderNo}`) }).click()
    const detail = merchant.getByRole('article', { name: `#${orderNo}` })
    await expect(detail.locator('.badge-refund')).toHaveText('Waiting for the merchant')
    await expect(detail.getByText('Items missing')).toBeVisible()
    await expect(detail.locator('.order-remark')).toHaveText('Only one cup was in the bag.')
    await expect(detail.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Approve refund of ¥12.50' })).toBeVisible()
    await expectAccessible(merchant, 'console refund request')
    await merchant.screenshot({ path: screenshotPath('console-refunds.png') })
    await detail.getByRole('button', { name: 'Reject request' }).click()
    const form = detail.getByRole('form', { name: 'Reject request' })
    await expect(form.getByLabel('Reason (the customer sees it)')).toBeVisible()
    await expectAccessible(merchant, 'console reject form')
    await form.getByLabel('Reason (the customer sees it)').fill('Both cups were packed, see our CCTV.')
    await form.getByRole('button', { name: 'Reject request' }).click()
    await expect(merchant.getByText(`Refund for order ${orderNo}: Rejected by the merchant`)).toBeVisible()
    await expect(detail.getByRole('button', { name: /Approve refund/ })).toHaveCount(0)
  })

  await test.step('the member sees the rejection and escalates to the platform', async () => {
    await member.bringToFront()
    await expect(member.getByRole('heading', { level: 2, name: 'Rejected by the restaurant' })).toBeVisible(
      FOLLOW,
    )
    // The reason is isolated (FSI ... PDI) inside the sentence so it keeps its direction in Arabic.
    await expect(
      member.getByText('Restaurant’s reason: \u2068Both cups were packed, see our CCTV.\u2069'),
    ).toBeVisible()
    await expect(member.getByText(/You can ask the platform to decide until /)).toBeVisible()
    await expectAccessible(member, 'refund progress, rejected by the restaurant')
    await member.getByRole('button', { name: 'Ask the platform' }).click()
    const sheet = member.getByRole('dialog', { name: 'Ask the platform to decide' })
    await expect(sheet.getByRole('textbox')).toBeVisible()
    await expectAccessible(member, 'ask the platform sheet')
    await sheet.getByRole('textbox').fill('The bag had one cup.')
    await sheet.getByRole('button', { name: 'Ask the platform' }).click()
    await expect(member.getByRole('heading', { level: 2, name: 'Waiting for the platform' })).toBeVisible()
    await expect(member.getByRole('button', { name: 'Ask the platform' })).toHaveCount(0)
  })

  await test.step('platform staff approve the escalated request', async () => {
    const platform = await consolePage(browser, PLATFORM, 'Platform staff')
    await platform
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Refunds for the platform' })
      .click()
    await platform.getByRole('button', { name: new RegExp(`#${orderNo}`) }).click()
    const detail = platform.getByRole('article', { name: `#${orderNo}` })
    await expect(detail.locator('.badge-refund')).toHaveText('Waiting for the platform')
    await expect(detail.locator('.refund-reject-note')).toHaveText(
      'Merchant’s reason: Both cups were packed, see our CCTV.',
    )
    await expectAccessible(platform, 'console escalated refund request')
    await detail.getByRole('button', { name: 'Approve refund of ¥12.50' }).click()
    await expect(platform.getByText(`Refund for order ${orderNo}: Refund successful`)).toBeVisible()
    await platform.context().close()
  })

  await test.step('the member sees the money back and the whole timeline', async () => {
    await member.bringToFront()
    await expect(member.getByRole('heading', { level: 2, name: 'Refund successful' })).toBeVisible(FOLLOW)
    await expect(member.getByText(withAmounts('The money is back: ¥12.50'))).toBeVisible(FOLLOW)
    await expect(member.locator('.refund-order-summary')).toContainText('¥12.50')
    const rows = timelineRows(member)
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(0)).toContainText('Refund successful')
    await expect(rows.nth(0)).toContainText('Siam service')
    await expect(rows.nth(1)).toContainText('Waiting for the platform')
    await expect(rows.nth(1)).toContainText('The bag had one cup.')
    await expect(rows.nth(2)).toContainText('Rejected by the restaurant')
    await expect(rows.nth(2)).toContainText('Both cups were packed, see our CCTV.')
    await expect(rows.nth(3)).toContainText('Waiting for the restaurant')
    await expect(rows.nth(4)).toContainText('Request submitted')
    for (let i = 0; i < 5; i++) await expect(rows.nth(i)).toContainText(/\d{4}.*\d\d:\d\d/)
    await expect(member.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0)
    await settle(member)
    await member.screenshot({ path: screenshotPath('refund-progress.png'), fullPage: true })
    await expectAccessible(member, 'refund progress, refunded')

    await member.getByRole('link', { name: orderNo }).click()
    await expect(member.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible()
    await expect(amountRow(member, 'Refunded')).toHaveText('¥12.50')
    await expect(member.getByRole('link', { name: 'Refund progress' })).toBeVisible()
    await expectAccessible(member, 'order detail, partly refunded')
  })

  let secondNo = ''
  await test.step('a second order is completed by the merchant', async () => {
    secondNo = await orderAndPay(member, 1, '¥12.50')
    await merchant.bringToFront()
    await merchant
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Orders' })
      .click()
    const card = merchant.getByRole('article', { name: `#${secondNo}` })
    await card.getByRole('button', { name: 'Mark ready for pickup' }).click()
    await expect(card.getByRole('button', { name: 'Mark picked up' })).toBeVisible(FOLLOW)
    await card.getByRole('button', { name: 'Mark picked up' }).click()
    await merchant.context().close()
    await member.bringToFront()
    await expect(member.locator('.status-big')).toHaveText('Completed', FOLLOW)
    await expectAccessible(member, 'order detail, completed')
  })

  await test.step('the member reviews it with a photo, and the review appears on the shop', async () => {
    await member.getByRole('link', { name: 'Review' }).click()
    await expect(
      member.getByRole('heading', { level: 1, name: 'Review the order', exact: true }),
    ).toBeVisible()
    // the stars are native radios drawn as icons (the input itself is visually hidden)
    await member.getByRole('radio', { name: '5 stars' }).check({ force: true })
    await member.getByRole('textbox', { name: 'Your review' }).fill('Crisp corn, friendly staff.')
    await member.getByTestId('photo-album').setInputFiles({
      name: 'corn.png',
      mimeType: 'image/png',
      buffer: png([240, 200, 40]),
    })
    await expect(member.getByRole('img', { name: 'Photo 1' })).toBeVisible(FOLLOW)
    // The preview shows at once; submitting waits for the upload itself (slow on a busy machine).
    await expect(member.getByRole('progressbar', { name: 'Uploading photo 1' })).toHaveCount(0, FOLLOW)
    await expectAccessible(member, 'review form with a photo')
    await member.getByRole('button', { name: 'Submit review' }).click()
    await expect(member.getByText('Thank you for your review!')).toBeVisible()

    await member.goto('/web/')
    await shopCard(member, SHOP_NAME).getByRole('link').click()
    await member.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click()
    const review = member
      .locator('.review-list .review-item')
      .filter({ hasText: 'Crisp corn, friendly staff.' })
    await expect(review).toBeVisible(FOLLOW)
    await expect(review.getByRole('img', { name: '5 stars' })).toBeVisible()
    await expect(review.getByRole('button', { name: /^Open photo 1 of 1$/ })).toBeVisible()
    await expectAccessible(member, 'shop reviews tab')
  })
})
