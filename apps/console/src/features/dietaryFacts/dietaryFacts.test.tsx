import type { DishFacts, Goods, MenuCategory } from '@siam/contracts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import { apiMock } from '../../testing/apiMock'
import { renderWithClient } from '../../testing/render'
import { DietaryFactsPage } from './DietaryFactsPage'

vi.mock('../../shared/api/client', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)

const merchant: Staff = {
  id: 'st1',
  email: 'm@siam.demo',
  name: 'Chen',
  role: 'merchant',
  shops: [{ id: 'shop-1', name: 'Golden Noodle House' }],
}

const dish = (id: string, nameZh: string, facts: DishFacts | null): Goods => ({
  id,
  shopId: 'shop-1',
  categoryId: 'c1',
  name: id,
  nameZh,
  description: '',
  image: '',
  priceFen: 2800,
  packingFeeFen: 0,
  soldOut: false,
  monthlySales: 0,
  optionGroups: [],
  facts,
})
const menu: MenuCategory[] = [
  {
    id: 'c1',
    name: 'Mains',
    nameZh: '主食',
    goods: [
      dish('lamb', '羊肉串', null),
      dish('tofu', '麻婆豆腐', {
        spice: 3,
        vegetarian: false,
        vegan: false,
        halal: false,
        halalCertified: false,
        allergens: ['soybeans'],
        pork: false,
        alcohol: false,
      }),
    ],
  },
]

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  cleanup()
  apiMock.mockReset()
})

describe('console dietary facts page', () => {
  it("lists the shop's dishes with their facts and saves a dish as halal and spicy", async () => {
    const saves: unknown[] = []
    apiMock.mockImplementation(async (path, input) => {
      if (path === 'menu/listWithGoods') return menu
      if (path === 'merchant/menu/goods/facts') {
        saves.push(input)
        return input
      }
      throw new Error(`unexpected call ${path}`)
    })
    renderWithClient(<DietaryFactsPage staff={merchant} />)
    const lambRow = (await screen.findByText('羊肉串')).closest('tr') as HTMLElement
    expect(lambRow.textContent).toContain('Not given yet')
    const tofuRow = screen.getByText('麻婆豆腐').closest('tr') as HTMLElement
    expect(tofuRow.textContent).toContain('Hot · Allergens: Soybeans')

    fireEvent.click(within(lambRow).getByRole('button', { name: 'Edit facts: 羊肉串' }))
    const drawer = screen.getByRole('dialog', { name: '羊肉串' })
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Medium' }))
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Halal' }))
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Certified halal' }))
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(saves).toEqual([
      {
        goodsId: 'lamb',
        facts: {
          spice: 2,
          vegetarian: false,
          vegan: false,
          halal: true,
          halalCertified: true,
          allergens: [],
          pork: false,
          alcohol: false,
        },
      },
    ])
    expect(lambRow.textContent).toContain('Medium · Certified halal')
  })

  it("shows the server's refusal with the fields it names and keeps the drawer open", async () => {
    apiMock.mockImplementation(async (path) => {
      if (path === 'menu/listWithGoods') return menu
      if (path === 'merchant/menu/goods/facts')
        throw new ApiError(400, 'Please check: halal', 'VALIDATION_FAILED', {
          halal: 'A halal dish cannot contain pork or alcohol',
        })
      throw new Error(`unexpected call ${path}`)
    })
    renderWithClient(<DietaryFactsPage staff={merchant} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit facts: 羊肉串' }))
    const drawer = screen.getByRole('dialog')
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Halal' }))
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Contains pork' }))
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    const alert = await within(drawer).findByRole('alert')
    expect(alert.textContent).toContain('A halal dish cannot contain pork or alcohol')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
