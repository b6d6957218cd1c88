import type { Withdrawal } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { Component as WithdrawalsPage } from './WithdrawalsPage'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'w1',
  withdrawalNo: 'W20261121000001',
  memberId: 'm1',
  amountFen: 20_000,
  channel: 'alipay',
  account: 'li@example.com',
  realName: '李雷',
  status: 'reviewing',
  payoutReference: null,
  rejectReason: null,
  createdAt: '2026-11-21T04:00:00.000Z',
  decidedAt: null,
  ...over,
})

describe('console: withdrawals', () => {
  it('approves a withdrawal under review with the payout reference', async () => {
    let current = withdrawal()
    routeFetch(fetchMock, {
      'admin/withdraw/list': () => jsonResponse(envelope({ records: [current], total: 1 })),
      'admin/withdraw/audit': () => {
        current = withdrawal({ status: 'approved', payoutReference: 'ALI-123' })
        return jsonResponse(envelope(current))
      },
    })
    renderWithClient(<WithdrawalsPage />)
    const row = await screen.findByTestId('withdrawal-review-row')
    expect(row.textContent).toContain('李雷')
    expect(row.textContent).toContain('Alipay')
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }))
    const form = screen.getByRole('form', { name: 'Approve' })
    fireEvent.change(within(form).getByLabelText('Payout reference'), { target: { value: ' ALI-123 ' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'admin/withdraw/audit')).toEqual([
        { id: 'w1', decision: 'approve', payoutReference: 'ALI-123', lang: 'en' },
      ]),
    )
    expect(await screen.findByText('Withdrawal approved')).toBeTruthy()
  })

  it('rejects only with a reason, and shows a lost race as the server message', async () => {
    routeFetch(fetchMock, {
      'admin/withdraw/list': () => jsonResponse(envelope({ records: [withdrawal()], total: 1 })),
      'admin/withdraw/audit': () =>
        jsonResponse(
          {
            success: false,
            code: 409,
            data: null,
            errorKey: 'WITHDRAWAL_STATUS_CONFLICT',
            message: 'This withdrawal was already decided',
          },
          409,
        ),
    })
    renderWithClient(<WithdrawalsPage />)
    const row = await screen.findByTestId('withdrawal-review-row')
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }))
    const form = screen.getByRole('form', { name: 'Reject' })
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Please give a reason')).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/withdraw/audit')).toEqual([])
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Wrong account' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('This withdrawal was already decided')).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/withdraw/audit')).toEqual([
      { id: 'w1', decision: 'reject', reason: 'Wrong account', lang: 'en' },
    ])
  })
})
