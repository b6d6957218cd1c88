/**
 * The payment password pages against the real request helper (fetch stubbed), so what the server
 * refuses reaches the member the way the app shows it: the error toast with the server's message.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/session', () => ({
  useSession: () => ({
    status: 'in',
    member: { id: 'm1', email: 'member@siam.demo', hasPaymentPassword: false },
    refresh: async () => {},
  }),
  requireLogin: () => true,
  refreshSession: vi.fn(async () => {}),
}))

import { i18next } from '../../shared/i18n'
import { refreshSession } from '../../shared/session'
import { hideModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { renderRoute, setupI18n } from '../../testing/pages'
import { Component as ResetPasswordPage } from './ResetPasswordPage'
import { Component as SecurityPage } from './SecurityPage'
import { Component as SetPasswordPage } from './SetPasswordPage'

type Answer = { data: unknown } | { error: { code: number; message: string; errorKey: string } }
type Handler = (body: Record<string, unknown>) => Answer

/** Stubs fetch with the server's envelope; returns the calls made (path and body without `lang`). */
function serve(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/siam-server/rest/', '')
      const { lang: _lang, ...body } = JSON.parse(String(init.body)) as Record<string, unknown>
      calls.push({ path, body })
      const handler = handlers[path]
      if (!handler) throw new Error(`unexpected call ${path}`)
      const answer = handler(body)
      const [status, envelope] =
        'error' in answer
          ? [answer.error.code, { success: false, data: null, ...answer.error }]
          : [200, { success: true, code: 200, message: '', data: answer.data }]
      return new Response(JSON.stringify(envelope), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return { calls, to: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) }
}

const status = (over: Record<string, unknown> = {}) => ({
  data: { isSet: false, lockedUntil: null, triesLeft: 5, ...over },
})
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

const RESET = '/pages/mine/security/reset/reset'
const VERIFY = '/pages/mine/security/verify/verify'
const PAY = '/pages/shop/pay/pay?orderId=o1'

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['wallet', 'auth'])
})
beforeEach(() => {
  toast.hide()
  vi.mocked(refreshSession).mockClear()
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('security page', () => {
  it('not set: offers to set it', async () => {
    serve({ 'member/paymentPassword/status': () => status() })
    renderRoute('/pages/mine/security/index/index', '/pages/mine/security/index/index', <SecurityPage />)
    expect(await screen.findByText('Not set')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Set payment password' }).getAttribute('href')).toBe(RESET)
    expect(screen.queryByRole('link', { name: 'Change payment password' })).toBeNull()
  })

  it('set: change and forgot, with the tries left', async () => {
    serve({ 'member/paymentPassword/status': () => status({ isSet: true, triesLeft: 3 }) })
    renderRoute('/pages/mine/security/index/index', '/pages/mine/security/index/index', <SecurityPage />)
    expect(await screen.findByText('Set')).toBeTruthy()
    expect(screen.getByText('3 tries left before the password locks')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Change payment password' }).getAttribute('href')).toBe(
      `${RESET}?mode=change`,
    )
    expect(screen.getByRole('link', { name: 'Forgot payment password?' }).getAttribute('href')).toBe(VERIFY)
  })

  it('locked: until when, and only the reset by e-mail', async () => {
    serve({
      'member/paymentPassword/status': () =>
        status({ isSet: true, triesLeft: 0, lockedUntil: new Date(Date.now() + 15 * 60_000).toISOString() }),
    })
    renderRoute('/pages/mine/security/index/index', '/pages/mine/security/index/index', <SecurityPage />)
    expect(
      await screen.findByText(/^Locked until \u2066[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d\u2069$/),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Change payment password' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Forgot payment password?' })).toBeTruthy()
  })
})

describe('set payment password', () => {
  it('accepts exactly 6 digits, the two must match; then sets it and goes back to the pay page', async () => {
    const server = serve({
      'member/paymentPassword/status': () => status(),
      'member/setPaymentPassword': () => ({ data: true }),
    })
    const { router } = renderRoute(`${RESET}?redirect=${encodeURIComponent(PAY)}`, RESET, <SetPasswordPage />)
    await screen.findByLabelText('New payment password')
    expect(screen.queryByLabelText('Current payment password')).toBeNull()
    // the first field has the focus (autoFocus)
    expect(document.activeElement).toBe(screen.getByLabelText('New payment password'))

    type('New payment password', '12a456')
    type('New payment password again', '12345')
    save()
    expect(await screen.findAllByText('The payment password must be exactly 6 digits')).toHaveLength(2)

    type('New payment password', '123456')
    type('New payment password again', '654321')
    save()
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(server.to('member/setPaymentPassword')).toHaveLength(0)

    type('New payment password again', '123456')
    save()
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/pay/pay'))
    expect(router.state.location.search).toBe('?orderId=o1')
    expect(server.to('member/setPaymentPassword')).toEqual([{ paymentPassword: '123456' }])
    expect(toast.current()?.message).toBe('Payment password set')
    expect(refreshSession).toHaveBeenCalled()
  })

  it('shows what the server refuses in the error toast and stays', async () => {
    serve({
      'member/paymentPassword/status': () => status(),
      'member/setPaymentPassword': () => ({
        error: {
          code: 409,
          message: 'A payment password is already set; change it or reset it',
          errorKey: 'PAYMENT_PASSWORD_ALREADY_SET',
        },
      }),
    })
    const { router } = renderRoute(RESET, RESET, <SetPasswordPage />)
    await screen.findByLabelText('New payment password')
    type('New payment password', '123456')
    type('New payment password again', '123456')
    save()
    await waitFor(() =>
      expect(toast.current()?.message).toBe('A payment password is already set; change it or reset it'),
    )
    expect(toast.current()?.kind).toBe('error')
    expect(router.state.location.pathname).toBe(RESET)
  })

  it('mode=change: the current password and the new one twice -> changePaymentPassword', async () => {
    const server = serve({
      'member/changePaymentPassword': (b) =>
        b.oldPaymentPassword === '111111'
          ? {
              error: {
                code: 400,
                message: 'Wrong payment password, 4 tries left',
                errorKey: 'PAYMENT_PASSWORD_WRONG',
              },
            }
          : { data: true },
    })
    const { router } = renderRoute(`${RESET}?mode=change`, RESET, <SetPasswordPage />)
    expect(await screen.findByRole('heading', { name: 'Change payment password' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Current payment password'))
    type('Current payment password', '12345')
    type('New payment password', '654321')
    type('New payment password again', '654321')
    save()
    expect(await screen.findByText('The payment password must be exactly 6 digits')).toBeTruthy()

    type('Current payment password', '111111')
    save()
    await waitFor(() => expect(toast.current()?.message).toBe('Wrong payment password, 4 tries left'))
    type('Current payment password', '123456')
    save()
    await waitFor(() => expect(toast.current()?.message).toBe('Payment password changed'))
    expect(server.to('member/changePaymentPassword')).toEqual([
      { oldPaymentPassword: '111111', paymentPassword: '654321' },
      { oldPaymentPassword: '123456', paymentPassword: '654321' },
    ])
    // no status call: the change form was asked for
    expect(server.to('member/paymentPassword/status')).toHaveLength(0)
    // no history and no redirect: back to the security page
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/security/index/index'))
    expect(screen.queryByRole('link', { name: 'Forgot payment password?' })).toBeNull()
  })

  it('with a password set already, the set page changes it', async () => {
    serve({ 'member/paymentPassword/status': () => status({ isSet: true }) })
    renderRoute(RESET, RESET, <SetPasswordPage />)
    expect(await screen.findByLabelText('Current payment password')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Forgot payment password?' }).getAttribute('href')).toBe(VERIFY)
  })
})

describe('reset payment password', () => {
  it('sends the code to the member’s own e-mail, counts down, then resets with the code', async () => {
    const server = serve({
      'member/sendEmailCode': () => ({ data: { resendAfterSeconds: 60 } }),
      'member/resetPaymentPassword': () => ({ data: true }),
    })
    const { router } = renderRoute(
      `${VERIFY}?redirect=${encodeURIComponent(PAY)}`,
      VERIFY,
      <ResetPasswordPage />,
    )
    expect(await screen.findByText('We will send a code to \u2068member@siam.demo\u2069.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const wait = await screen.findByRole('button', { name: 'Resend in 60 s' })
    expect(wait.hasAttribute('disabled')).toBe(true)
    expect(server.to('member/sendEmailCode')).toEqual([
      { email: 'member@siam.demo', type: 'payment-password' },
    ])

    save()
    expect(await screen.findByText('Please enter the email verification code')).toBeTruthy()
    type('Verification code', '246810')
    type('New payment password', '112233')
    type('New payment password again', '112234')
    save()
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(server.to('member/resetPaymentPassword')).toHaveLength(0)
    type('New payment password again', '112233')
    save()
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/shop/pay/pay'))
    expect(server.to('member/resetPaymentPassword')).toEqual([{ code: '246810', paymentPassword: '112233' }])
    expect(toast.current()?.message).toBe('Payment password reset')
  })

  it('a wrong code: the server’s message in the error toast', async () => {
    serve({
      'member/resetPaymentPassword': () => ({
        error: { code: 400, message: 'Incorrect verification code', errorKey: 'CODE_INVALID' },
      }),
    })
    const { router } = renderRoute(VERIFY, VERIFY, <ResetPasswordPage />)
    await screen.findByLabelText('Verification code')
    type('Verification code', '000000')
    type('New payment password', '112233')
    type('New payment password again', '112233')
    save()
    await waitFor(() => expect(toast.current()?.message).toBe('Incorrect verification code'))
    expect(router.state.location.pathname).toBe(VERIFY)
  })
})
