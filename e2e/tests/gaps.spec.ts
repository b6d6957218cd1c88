/**
 * Gaps of issues 12 and 13: a member joins the affiliate programme on the join page (stored: the page
 * and the user info screen say joined), favourites a points-mall item with the heart on its page and
 * finds it in the favourites; the platform deletes an empty mall category in the console.
 */
import { expect, test } from '@playwright/test'
import { ADMIN, consoleSignIn, expectAccessible, freshEmail, memberPage, signUpByApi } from './support'

test.use({ actionTimeout: 20_000 })

const THERMOS = 'Thermos bottle' // 900 points + ¥19.90, in Kitchen

test('a member joins the affiliate programme and favourites a mall item', async ({ browser, request }) => {
  const token = await signUpByApi(request, freshEmail('gaps'), 'Journey2025')
  const page = await memberPage(browser, token)

  await test.step('joining is stored: the join page and the user info screen say so', async () => {
    await page.goto('/web/#/pages/mine/affiliate/index/index')
    await page.getByRole('button', { name: 'Join and invite' }).click()
    await expect(page).toHaveURL(/pages\/mine\/share\/index\/index/)
    await page.goto('/web/#/pages/mine/affiliate/index/index')
    await expect(page.getByText(/You joined the affiliate programme on/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Invite friends' })).toBeVisible()
    await expectAccessible(page, 'affiliate programme, joined')
    await page.goto('/web/#/pages/mine/userinfo/userinfo')
    await expect(page.getByRole('link', { name: /Affiliate membership/ })).toContainText('Joined · 0 invited')
    await expectAccessible(page, 'user info, affiliate joined')
  })

  await test.step('the heart on a mall goods page puts it in the favourites', async () => {
    await page.goto('/web/#/pages/internal/mall/menu/menu')
    await page.getByRole('button', { name: 'Kitchen', exact: true }).click()
    await page.getByTestId('mall-goods').filter({ hasText: THERMOS }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: THERMOS })).toBeVisible()
    await page.getByRole('button', { name: 'Add to favourites' }).click()
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
    await expectAccessible(page, 'mall goods, a favourite')
    await page.goto('/web/#/pages/mine/collect/index/index')
    const row = page.getByTestId('collect-row').filter({ hasText: THERMOS })
    await expect(row).toContainText('Points 900')
    await expectAccessible(page, 'favourites with a mall item')
    await row.click()
    await expect(page.getByRole('heading', { level: 1, name: THERMOS })).toBeVisible()
  })
})

test('the platform deletes an empty mall category in the console', async ({ browser }) => {
  const console = await consoleSignIn(browser, ADMIN)
  await console.getByRole('link', { name: 'Points mall' }).click()
  await console.getByRole('tab', { name: 'Catalogue' }).click()
  const zh = `临时${Date.now() % 100_000}`
  const categories = console.locator('details').filter({ hasText: 'Categories' })
  await categories.locator('summary').click()
  const form = categories.getByRole('group', { name: 'New category' })
  await form.getByLabel('en', { exact: true }).fill('Temporary')
  await form.getByLabel('zh-Hans', { exact: true }).fill(zh)
  await categories.getByRole('button', { name: 'Save' }).click()
  await expect(categories.getByText(`${zh} / Temporary`)).toBeVisible()
  await expectAccessible(console, 'console mall categories')
  await categories.getByRole('button', { name: `Delete ${zh}` }).click()
  await expect(categories.getByRole('button', { name: `Confirm delete ${zh}` })).toBeVisible()
  await expectAccessible(console, 'console mall category, delete armed')
  await categories.getByRole('button', { name: `Confirm delete ${zh}` }).click()
  await expect(console.getByText('Deleted', { exact: true })).toBeVisible()
  await expect(categories.getByText(`${zh} / Temporary`)).toHaveCount(0)
})
