import type { MemberInfo, ProfileDetail } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

const member: MemberInfo = {
  id: 'm1',
  email: 'li@example.com',
  username: 'Li Lei',
  headImg: null,
  sex: 'secret',
  phone: null,
  isNewPeople: false,
  isRemindNewPeople: false,
  balanceFen: 5_000,
  hasPaymentPassword: true,
}

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as UserInfoPage } from './UserInfoPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['profile'])

const detail = (over: Partial<ProfileDetail> = {}): ProfileDetail => ({
  realName: null,
  weChatBound: false,
  invitedCount: 3,
  affiliateJoinedAt: null,
  rewardFen: 0,
  ...over,
})
const url = '/pages/mine/userinfo/userinfo'
const open = () => renderRoute(url, url, <UserInfoPage />)

describe('the user info page', () => {
  it('shows the account facts and saves username, real name and gender together', async () => {
    serve({ 'member/profile/detail': () => detail(), 'member/update': () => true })
    open()
    const username = await screen.findByLabelText('Username')
    expect((username as HTMLInputElement).value).toBe('Li Lei')
    expect(screen.getByText('li@example.com')).toBeTruthy()
    const affiliate = screen.getByRole('link', { name: /Affiliate membership/ })
    expect(affiliate.textContent).toContain('Not joined · 3 invited')
    expect(affiliate.getAttribute('href')).toBe('/pages/mine/affiliate/index/index')
    expect(screen.getByRole('link', { name: /Payment password/ }).textContent).toContain('Set')
    fireEvent.change(username, { target: { value: '  Lei  ' } })
    fireEvent.change(screen.getByLabelText(/^Real name/), { target: { value: ' 李雷 ' } })
    fireEvent.click(screen.getByLabelText('Male'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(callsTo('member/update')).toEqual([{ username: 'Lei', sex: 'male', realName: '李雷' }]),
    )
    expect(await screen.findByText('Saved')).toBeTruthy()
  })

  it('shows the affiliate membership once joined, linking to inviting', async () => {
    serve({ 'member/profile/detail': () => detail({ affiliateJoinedAt: '2026-11-21T04:00:00.000Z' }) })
    open()
    const affiliate = await screen.findByRole('link', { name: /Affiliate membership/ })
    expect(affiliate.textContent).toContain('Joined · 3 invited')
    expect(affiliate.getAttribute('href')).toBe('/pages/mine/share/index/index')
  })

  it('does not save an empty username', async () => {
    serve({ 'member/profile/detail': () => detail() })
    open()
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: '   ' } })
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('changes the e-mail with a code sent to the new address', async () => {
    serve({
      'member/profile/detail': () => detail(),
      'member/sendEmailCode': () => ({ resendAfterSeconds: 60 }),
      'member/changeEmail': () => true,
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }))
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: ' new@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() =>
      expect(callsTo('member/sendEmailCode')).toEqual([{ email: 'new@example.com', type: 'change-email' }]),
    )
    const confirm = (await screen.findByRole('button', { name: 'Change email' })) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } })
    fireEvent.click(confirm)
    await waitFor(() =>
      expect(callsTo('member/changeEmail')).toEqual([{ email: 'new@example.com', code: '123456' }]),
    )
    expect(await screen.findByText('Your email address was changed')).toBeTruthy()
  })

  it('unbinds WeChat after the confirmation', async () => {
    let bound = true
    serve({
      'member/profile/detail': () => detail({ weChatBound: bound }),
      'member/removeBindingWx': () => {
        bound = false
        return true
      },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Unbind WeChat' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Sign-in with WeChat and WeChat Pay will stop working')
    const buttons = within(dialog).getAllByRole('button')
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement)
    await waitFor(() => expect(callsTo('member/removeBindingWx')).toEqual([{}]))
    expect(await screen.findByText('WeChat unbound')).toBeTruthy()
  })
})
