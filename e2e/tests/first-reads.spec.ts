/**
 * Issue 16 (decisions 0049, 0050, 0053): opened at home, shop detail or the menu, index.html's first
 * script asks for the screen's first reads beside the scripts, and the app takes those answers
 * instead of asking again. Each read reaches the server once, and the screen shows what it answered;
 * signed in, the session's two calls at start are asked once too.
 */
import { expect, type Page, test } from '@playwright/test'
import { api, freshEmail, memberPage, SHOP_NAME, signUpByApi } from './support'

/**
 * How many times each API call was asked for from the page, by path and the names of its input
 * ('shop/detail {id}'; a shop read with a position, for its delivery fee, is another read).
 */
function countCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.match(/\/siam-server\/rest\/(.+)$/)?.[1]
    if (!path) return
    const names = Object.keys(JSON.parse(request.postData() || '{}')).filter((name) => name !== 'lang')
    const key = `${path} {${names.sort().join(',')}}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  return counts
}

test('home, shop detail and the menu ask for their first reads once, before the app starts', async ({
  browser,
  request,
}) => {
  const shops = await api<{ records: { id: string; name: string }[] }>(request, 'shop/list', {
    keywords: 'golden crisp',
  })
  const shopId = shops.records.find((s) => s.name === SHOP_NAME)?.id ?? ''
  expect(shopId).not.toBe('')

  await test.step('home: the banners', async () => {
    const page = await browser.newPage()
    const calls = countCalls(page)
    await page.goto('/web/#/pages/index/index')
    await expect(page.locator('.banner img').first()).toBeVisible()
    expect(calls.get('advertisement/list {type}')).toBe(1)
    await page.close()
  })

  await test.step('shop detail: the shop', async () => {
    const page = await browser.newPage()
    const calls = countCalls(page)
    await page.goto(`/web/#/pages/shop/detail/detail?id=${shopId}`)
    await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
    await expect(page.locator('.dish-name').first()).toBeVisible()
    expect(calls.get('shop/detail {id}')).toBe(1)
    await page.close()
  })

  await test.step('signed in, the menu: the menu, its shop and the session', async () => {
    const token = await signUpByApi(request, freshEmail('first-reads'), 'FirstReads2025')
    const page = await memberPage(browser, token)
    const calls = countCalls(page)
    await page.goto(`/web/#/pages/menu/index/index?shopId=${shopId}`)
    await expect(page.locator('.dish-name').first()).toBeVisible()
    expect(calls.get('menu/listWithGoods {shopId}')).toBe(1)
    expect(calls.get('member/checkLoginToken {}')).toBe(1)
    expect(calls.get('member/getLoginMemberInfo {}')).toBe(1)
    await page.close()
  })
})
