import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { initI18n } from '../i18n'
import { resetSessionForTests } from '../session'
import { TOKEN_KEY } from '../token'
import { MemberGate } from './PageStates'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  resetSessionForTests()
})
afterEach(cleanup)

const page = () => (
  <MemberGate title="Log in to see it" button="Log in" loading={<p>checking</p>}>
    <p>the member's page</p>
  </MemberGate>
)

describe('MemberGate while the session is being checked', () => {
  it("opens with a stored token, so the page's reads start beside the check (issue 16)", () => {
    localStorage.setItem(TOKEN_KEY, 'stored')
    render(page())
    expect(screen.getByText("the member's page")).toBeTruthy()
  })

  it('waits without a stored token', () => {
    render(page())
    expect(screen.getByText('checking')).toBeTruthy()
    expect(screen.queryByText("the member's page")).toBeNull()
  })
})
