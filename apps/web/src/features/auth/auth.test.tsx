import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({ signIn: vi.fn(async () => {}) }))

import { ApiError } from '../../shared/api'
import { RESEND_SECONDS, useCodeCountdown } from '../../shared/auth/fields'
import { i18next } from '../../shared/i18n'
import { signIn } from '../../shared/session'
import { apiMock } from '../../testing/apiMock'
import { renderRoute, setupI18n } from '../../testing/pages'
import { Component as CodeLoginPage } from './CodeLoginPage'
import { Component as EmailLoginPage } from './EmailLoginPage'
import { Component as ForgetPage } from './ForgetPage'
import { Component as RegisterPage } from './RegisterPage'

const calls = (path: string) => apiMock.mock.calls.filter((c) => c[0] === path).map((c) => c[1])

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces('auth')
})
beforeEach(() => {
  apiMock.mockReset()
  vi.mocked(signIn).mockClear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('useCodeCountdown', () => {
  it('waits 60 s by default (or what it is told) and counts down to 0', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCodeCountdown())
    expect(result.current.left).toBe(0)
    act(() => result.current.start())
    expect(result.current.left).toBe(RESEND_SECONDS)
    expect(RESEND_SECONDS).toBe(60)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.left).toBe(59)
    act(() => result.current.start(3))
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(1000))
    expect(result.current.left).toBe(0)
    act(() => result.current.start(0)) // a server that says nothing useful: the spec's 60 s
    expect(result.current.left).toBe(60)
  })
})

describe('the shared code field', () => {
  it('checks the e-mail first, then sends the code and counts 60 s down on the button', async () => {
    apiMock.mockResolvedValue({ resendAfterSeconds: 60 } as never)
    renderRoute('/l', '/l', <CodeLoginPage />)
    await screen.findByLabelText('E-mail')
    type('E-mail', 'visitor@')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('please enter a valid email address')).toBeTruthy()
    expect(apiMock).not.toHaveBeenCalled()

    type('E-mail', ' visitor@example.com ')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const wait = await screen.findByRole('button', { name: 'Resend in 60 s' })
    expect(wait.hasAttribute('disabled')).toBe(true)
    expect(calls('member/sendEmailCode')).toEqual([{ email: 'visitor@example.com', type: 'login' }])
    expect(screen.queryByText('please enter a valid email address')).toBeNull()
  })

  it('"too frequent" from the server starts the wait and shows the message above the button', async () => {
    apiMock.mockRejectedValue(new ApiError(429, 'A code can be sent once a minute', 'CODE_TOO_FREQUENT'))
    renderRoute('/f', '/f', <ForgetPage />)
    await screen.findByLabelText('E-mail')
    type('E-mail', 'visitor@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy()
    expect(screen.getByText('A code can be sent once a minute')).toBeTruthy()
    expect(calls('member/sendEmailCode')[0]).toMatchObject({ type: 'forget' })
  })
})

describe('the four auth pages share the fields and the submit plumbing', () => {
  it('e-mail login: both fields are checked before anything is sent; a server field error shows inline', async () => {
    renderRoute('/e', '/e', <EmailLoginPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByText('Please enter the password')).toBeTruthy()
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
    expect(apiMock).not.toHaveBeenCalled()

    apiMock.mockRejectedValue(
      new ApiError(400, 'Please check', 'VALIDATION_FAILED', { password: 'Wrong e-mail or password' }),
    )
    type('E-mail', 'visitor@example.com')
    type('Password', 'secret123')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy()
    expect(calls('member/login')).toEqual([{ email: 'visitor@example.com', password: 'secret123' }])
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('64')
  })

  it('code login: logs in with the code and the inviter', async () => {
    apiMock.mockResolvedValue({ token: 't1' } as never)
    const { router } = renderRoute(
      '/l?inviterId=m7&redirect=%2Fpages%2Forder%2Findex%2Findex',
      '/l',
      <CodeLoginPage />,
    )
    await screen.findByLabelText('E-mail')
    type('E-mail', 'visitor@example.com')
    type('Verification code', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/index/index'))
    expect(calls('member/loginByCode')).toEqual([
      { email: 'visitor@example.com', code: '123456', inviterId: 'm7' },
    ])
    expect(signIn).toHaveBeenCalledWith('t1')
  })

  it('sign-up: e-mail, code and the new password twice, with the rules under it', async () => {
    apiMock.mockResolvedValue({ token: 't2' } as never)
    renderRoute('/r', '/r', <RegisterPage />)
    expect(await screen.findByText('At least 8 characters, with letters and numbers.')).toBeTruthy()
    type('E-mail', 'visitor@example.com')
    type('Verification code', '123456')
    type('Password', 'Journey2025')
    type('Repeat password', 'Journey2026')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy()
    expect(apiMock).not.toHaveBeenCalled()
    type('Repeat password', 'Journey2025')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(calls('member/register')).toEqual([
        { email: 'visitor@example.com', code: '123456', password: 'Journey2025' },
      ]),
    )
    expect(screen.getByLabelText('Verification code').getAttribute('maxlength')).toBe('6')
  })

  it('reset: the new password and its repeat, then back to the password login', async () => {
    apiMock.mockResolvedValue(true as never)
    const { router } = renderRoute('/f', '/f', <ForgetPage />)
    await screen.findByLabelText('E-mail')
    type('E-mail', 'visitor@example.com')
    type('Verification code', '654321')
    type('New password', 'Journey2025')
    type('Repeat password', 'Journey2025')
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/internal/login/email/email'))
    expect(calls('member/forgetPassword')).toEqual([
      { email: 'visitor@example.com', code: '654321', password: 'Journey2025' },
    ])
  })
})
