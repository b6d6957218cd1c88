import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../shared/i18n'
import { resetSessionForTests } from '../shared/session'
import { badgeText, TabBarView } from './TabBar'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  resetSessionForTests()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tab badge (spec 2)', () => {
  it('is removed at zero and capped at 99+', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(7)).toBe('7')
    expect(badgeText(120)).toBe('99+')
  })

  it('renders on tab index 3 only, and not at all at 0', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TabBarView active={0} badge={5} />
      </MemoryRouter>,
    )
    const badge = screen.getByTestId('tab-badge')
    expect(badge.textContent).toBe('5')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(4)
    expect(links[3]?.contains(badge)).toBe(true)
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
    rerender(
      <MemoryRouter>
        <TabBarView active={0} badge={0} />
      </MemoryRouter>,
    )
    expect(screen.queryByTestId('tab-badge')).toBeNull()
  })

  it('names the count for screen readers with the right plural ("1 item", "5 items")', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TabBarView active={0} badge={1} />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('link')[3]?.textContent).toContain('1 item')
    expect(screen.getAllByRole('link')[3]?.textContent).not.toContain('1 items')
    rerender(
      <MemoryRouter>
        <TabBarView active={0} badge={5} />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('link')[3]?.textContent).toContain('5 items')
  })
})
