import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Staff } from '../shared/api/staff'
import { initI18n } from '../shared/i18n'
import { SignedInProvider } from '../shared/signedIn'
import { stubFetch } from '../testing/fixtures'
import { renderWithClient } from '../testing/render'
import { AppHeader } from './AppHeader'

stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const merchant = (names: string[]): Staff => ({
  id: 'st1',
  email: 'm@siam.demo',
  name: 'Chen',
  role: 'merchant',
  shops: names.map((name, i) => ({ id: `s${i}`, name })),
})

function renderHeader(staff: Staff) {
  return renderWithClient(
    <SignedInProvider value={{ staff, logout: () => undefined }}>
      <AppHeader />
    </SignedInProvider>,
  )
}

describe('console header', () => {
  it("names a merchant's one or two shops", () => {
    renderHeader(merchant(['Golden Noodle House', 'Spice Garden']))
    expect(screen.getByText('Golden Noodle House, Spice Garden')).toBeTruthy()
  })

  it("counts a chain's shops and lists their names behind a disclosure", () => {
    const names = Array.from({ length: 29 }, (_, i) => `Golden Crisp ${i + 1}`)
    const { container } = renderHeader(merchant(names))
    const details = container.querySelector('details.who-shops-all')
    expect(details?.querySelector('summary')?.textContent).toBe('29 shops')
    expect(details?.hasAttribute('open')).toBe(false)
    expect([...(details?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(names)
    // the names are not written out in the header line itself
    expect(screen.queryByText(names.join(', '))).toBeNull()
  })

  it('says all shops for platform staff', () => {
    renderHeader({ ...merchant([]), role: 'platform' })
    expect(screen.getByText('All shops')).toBeTruthy()
  })
})
