import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { MenuPage } from './MenuPage'

const fetchMock = stubFetch()
const merchant: Staff = {
  id: 's1',
  name: 'Li',
  email: 'li@example.com',
  role: 'merchant',
  shops: [{ id: 'shop1', name: 'Noodles' }],
} as Staff

beforeAll(async () => {
  await initI18n('en')
})

const dish = (over: Record<string, unknown> = {}) => ({
  id: 'g1',
  shopId: 'shop1',
  categoryId: 'c1',
  name: { 'zh-Hans': '牛肉面', en: 'Beef noodles' },
  description: {},
  missingLocales: ['zh-Hant', 'ja', 'ko', 'ru', 'ur', 'ar', 'fr', 'de', 'es'],
  priceFen: 2800,
  packingFeeFen: 100,
  image: 'demo/n.svg',
  photos: [],
  soldOut: false,
  availableHours: [],
  optionGroups: [],
  sort: 0,
  version: 3,
  ...over,
})
const menu = (goods = [dish(), dish({ id: 'g2', name: { 'zh-Hans': '奶茶' }, priceFen: 1200 })]) => ({
  shopId: 'shop1',
  categories: [
    { id: 'c1', name: { 'zh-Hans': '主食', en: 'Mains' }, missingLocales: [], sort: 0, goods },
    { id: 'c2', name: { 'zh-Hans': '饮料' }, missingLocales: ['en'], sort: 1, goods: [] },
  ],
})

describe('console: menu editor', () => {
  it('lists categories and dishes, marks missing translations, and marks ticked dishes sold out at once', async () => {
    routeFetch(fetchMock, {
      'merchant/menu/list': () => jsonResponse(envelope(menu())),
      'merchant/menu/goods/soldOut': () => jsonResponse(envelope({ updated: 2 })),
    })
    renderWithClient(<MenuPage staff={merchant} />)
    const dishes = await screen.findByRole('list', { name: 'Dishes' })
    expect(within(dishes).getByText('牛肉面')).toBeTruthy()
    expect(within(dishes).getAllByText('Missing translations: 9')).toHaveLength(2)
    const sellOut = screen.getByRole('button', { name: 'Mark sold out' }) as HTMLButtonElement
    expect(sellOut.disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick 牛肉面' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick 奶茶' }))
    fireEvent.click(sellOut)
    await waitFor(() => expect(requestBodies(fetchMock, 'merchant/menu/goods/soldOut')).toHaveLength(1))
    expect(requestBodies(fetchMock, 'merchant/menu/goods/soldOut')[0]).toMatchObject({
      shopId: 'shop1',
      ids: ['g1', 'g2'],
      soldOut: true,
    })
    // A category with dishes cannot be deleted from here; an empty one can.
    const categories = screen.getByRole('list', { name: 'Categories' })
    const deletes = within(categories).getAllByRole('button', { name: 'Delete' }) as HTMLButtonElement[]
    expect(deletes.map((b) => b.disabled)).toEqual([true, false])
  })

  it('saves a dish from the version it was opened at, and shows the conflict with a way to reload', async () => {
    routeFetch(fetchMock, {
      'merchant/menu/list': () => jsonResponse(envelope(menu())),
      'merchant/menu/goods/save': () =>
        jsonResponse(
          {
            success: false,
            code: 409,
            message: 'Someone else saved this dish in the meantime.',
            data: null,
            errorKey: 'MENU_VERSION_CONFLICT',
          },
          409,
        ),
    })
    renderWithClient(<MenuPage staff={merchant} />)
    const dishes = await screen.findByRole('list', { name: 'Dishes' })
    fireEvent.click(within(dishes).getAllByRole('button', { name: 'Edit' })[0] as HTMLElement)
    const editor = await screen.findByRole('form', { name: 'Edit dish' })
    // Every language is there; the empty ones say so.
    expect(within(editor).getAllByText('Missing translation').length).toBeGreaterThanOrEqual(9)
    fireEvent.change(within(editor).getByLabelText('Price (yuan)'), { target: { value: '30.5' } })
    fireEvent.change(within(editor).getAllByLabelText('العربية')[0] as HTMLElement, {
      target: { value: 'نودلز اللحم' },
    })
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }))
    const alert = await within(editor).findByRole('alert')
    expect(alert.textContent).toContain('Someone else saved this dish in the meantime.')
    expect(within(alert).getByRole('button', { name: 'Reload the dish' })).toBeTruthy()
    expect(requestBodies(fetchMock, 'merchant/menu/goods/save')[0]).toMatchObject({
      id: 'g1',
      version: 3,
      priceFen: 3050,
      packingFeeFen: 100,
      name: { 'zh-Hans': '牛肉面', en: 'Beef noodles', ar: 'نودلز اللحم' },
    })
  })

  it('refuses an amount that is not yuan before sending anything', async () => {
    routeFetch(fetchMock, { 'merchant/menu/list': () => jsonResponse(envelope(menu())) })
    renderWithClient(<MenuPage staff={merchant} />)
    const dishes = await screen.findByRole('list', { name: 'Dishes' })
    fireEvent.click(within(dishes).getAllByRole('button', { name: 'Edit' })[0] as HTMLElement)
    const editor = await screen.findByRole('form', { name: 'Edit dish' })
    fireEvent.change(within(editor).getByLabelText('Price (yuan)'), { target: { value: '12.345' } })
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }))
    expect((await within(editor).findByRole('alert')).textContent).toContain('at most 2 decimals')
    expect(requestBodies(fetchMock, 'merchant/menu/goods/save')).toHaveLength(0)
  })
})
