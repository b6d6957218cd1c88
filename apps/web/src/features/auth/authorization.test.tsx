import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const env = vi.hoisted(() => ({ inWeChat: true }))

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({ signIn: vi.fn(async () => {}) }))
vi.mock('../../shared/environment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/environment')>()),
  isWeChat: () => env.inWeChat,
}))

import { i18next } from '../../shared/i18n'
import { signIn } from '../../shared/session'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, renderRoute, setupI18n } from '../../testing/pages'
import { Component as AuthorizationPage } from './AuthorizationPage'

const { serve, callsTo } = apiDouble(apiMock)
const page = '/pages/internal/login/authorization/authorization'

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['auth', 'profile'])
})
beforeEach(() => {
  apiMock.mockReset()
  vi.mocked(signIn).mockClear()
  env.inWeChat = true
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

/** As WeChat sends the visitor back: code and state before the hash. */
function backFromWeChat(code: string, state: string) {
  window.history.replaceState(null, '', `/?code=${code}&state=${state}`)
}

describe('the WeChat sign-in page', () => {
  it('outside WeChat hands over to the e-mail choices with the same inviter', async () => {
    env.inWeChat = false
    const { router } = renderRoute(`${page}?inviterId=m7`, page, <AuthorizationPage />)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/internal/login/choose/choose'))
    expect(router.state.location.search).toBe('?inviterId=m7')
    expect(apiMock).not.toHaveBeenCalled()
  })

  it('back with a code: exchanges it once for the openid, signs in with the inviter, and goes on', async () => {
    sessionStorage.setItem('siam.wxState', 'S1')
    backFromWeChat('C1', 'S1')
    serve({
      'member/weChat/openId': () => ({ openId: 'o-1', username: 'Mei', headImg: '', sex: 'female' }),
      'member/weChat/login': () => ({ token: 'tok', isNewPeople: true, openId: 'o-1', phone: null }),
    })
    const { router } = renderRoute(
      `${page}?inviterId=m7&redirect=%2Fpages%2Forder%2Findex%2Findex`,
      page,
      <AuthorizationPage />,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/index/index'))
    expect(callsTo('member/weChat/openId')).toEqual([{ code: 'C1' }])
    expect(callsTo('member/weChat/login')).toEqual([
      { openId: 'o-1', username: 'Mei', headImg: undefined, sex: 'female', inviterId: 'm7' },
    ])
    expect(signIn).toHaveBeenCalledWith('tok')
    expect(localStorage.getItem('openId')).toBe('o-1')
    // The code is taken off the address, and the state is used up.
    expect(window.location.search).toBe('')
    expect(sessionStorage.getItem('siam.wxState')).toBeNull()
  })

  it('a state that is not ours is refused: nothing is exchanged, retry and e-mail are offered', async () => {
    sessionStorage.setItem('siam.wxState', 'S1')
    backFromWeChat('C1', 'forged')
    serve({})
    renderRoute(`${page}?inviterId=m7`, page, <AuthorizationPage />)
    expect(
      await screen.findByText('WeChat sign-in did not work. Please try again or use your email.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Use email instead' }).getAttribute('href')).toBe(
      '/pages/internal/login/choose/choose?inviterId=m7',
    )
    expect(apiMock).not.toHaveBeenCalled()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('a code WeChat refuses shows the failure', async () => {
    sessionStorage.setItem('siam.wxState', 'S2')
    backFromWeChat('used', 'S2')
    serve({
      'member/weChat/openId': () => {
        throw new Error('WECHAT_CODE_INVALID')
      },
    })
    renderRoute(page, page, <AuthorizationPage />)
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(signIn).not.toHaveBeenCalled()
  })
})
