import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ann } from '../../testing/member'
import { initI18n } from '../i18n'
import { getSession, resetSessionForTests, startSession } from '../session'
import { setToken, TOKEN_KEY } from '../token'
import { hideModal, isModalOpen, ModalHost } from './modal'
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

/** The "Log in now?" prompt as the modal host shows it. */
const loginPrompt = () => screen.queryByRole('dialog', { name: 'Log in now?' })

const gatedPage = () => (
  <>
    {page()}
    <ModalHost />
  </>
)

const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', data }))

/**
 * The app checking a stored token again (startSession): the session is 'checking' until `settle(valid)`
 * answers the check, then 'out' (refused) or 'in' (the member's call beside it answers at once).
 */
function checkStoredToken(token: string): { settle: (valid: boolean) => Promise<void> } {
  // The check's answer, given whenever the test settles it: before the request is sent (call() may
  // send it a few microtasks after startSession, decision 0053's early answers are looked at first)
  // or after.
  let given: Response | null = null
  let answerCheck: (r: Response) => void = (r) => {
    given = r
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('member/checkLoginToken')
        ? (given ??
          new Promise<Response>((resolve) => {
            answerCheck = resolve
          }))
        : answer(ann),
    ),
  )
  let started: Promise<void> = Promise.resolve()
  act(() => {
    setToken(token)
    started = startSession()
  })
  return {
    settle: (valid) =>
      act(async () => {
        answerCheck(answer(valid))
        await started
      }),
  }
}

describe('useLoginGate offers login once the session is known to be logged out', () => {
  // The offer waits a 0 ms timer (see useLoginGate): the fake clock decides when it fires.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    act(() => hideModal())
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('offers it when the session is checked again before the offer ran (out -> checking -> out)', async () => {
    await act(() => startSession()) // no token: out
    render(gatedPage())
    expect(screen.getByText('Log in to see it')).toBeTruthy()

    // before the deferred offer fires, a stored token is checked (checking) and refused (out again)
    const check = checkStoredToken('stale')
    expect(getSession().status).toBe('checking')
    expect(screen.queryByText('Log in to see it')).toBeNull()
    await check.settle(false)
    expect(getSession().status).toBe('out')

    act(() => vi.advanceTimersByTime(1))
    expect(loginPrompt()).toBeTruthy()
  })

  it('offers it once: not again when the session is checked and logged out after the offer', async () => {
    await act(() => startSession())
    render(gatedPage())
    act(() => vi.advanceTimersByTime(1))
    expect(loginPrompt()).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await act(async () => {}) // the prompt's promise settles
    expect(loginPrompt()).toBeNull()

    await checkStoredToken('stale').settle(false)
    expect(getSession().status).toBe('out')
    act(() => vi.advanceTimersByTime(1))
    expect(loginPrompt()).toBeNull()
  })

  it('does not offer it when the check finds a member before the offer ran (out -> checking -> in)', async () => {
    await act(() => startSession())
    render(gatedPage())
    const check = checkStoredToken('good')
    act(() => vi.advanceTimersByTime(1))
    await check.settle(true)
    expect(getSession().status).toBe('in')
    act(() => vi.advanceTimersByTime(1))
    expect(loginPrompt()).toBeNull()
    expect(screen.getByText("the member's page")).toBeTruthy()
  })

  it('offers it when its effect runs twice on one mount (StrictMode; Preact revealing a suspended page)', async () => {
    await act(() => startSession())
    render(<StrictMode>{gatedPage()}</StrictMode>)
    act(() => vi.advanceTimersByTime(1))
    expect(loginPrompt()).toBeTruthy()
    // one prompt, not one per run of the effect
    act(() => hideModal())
    expect(isModalOpen()).toBe(false)
  })
})
