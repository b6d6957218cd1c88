import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../i18n'
import { hideModal, ModalHost, showModal } from './modal'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  act(() => hideModal())
  cleanup()
})

function open(options: Parameters<typeof showModal>[0]) {
  let result: Promise<'confirm'> = Promise.resolve('confirm')
  act(() => {
    result = showModal(options)
  })
  // Observe the outcome without an unhandled rejection.
  return result.then(
    (v) => ({ ok: v }),
    (e: unknown) => ({ rejected: e }),
  )
}

describe('modal (spec 4)', () => {
  it('is hidden until shown; OK resolves "confirm" and hides it', async () => {
    render(<ModalHost />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const outcome = open({ title: 'Delete?', content: 'Really?' })
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Really?')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })))
    await expect(outcome).resolves.toEqual({ ok: 'confirm' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancel rejects with "cancel"', async () => {
    render(<ModalHost />)
    const outcome = open({ content: 'x', cancelText: 'No' })
    act(() => fireEvent.click(screen.getByRole('button', { name: 'No' })))
    await expect(outcome).resolves.toEqual({ rejected: 'cancel' })
  })

  it('the backdrop cancels when allowed', async () => {
    render(<ModalHost />)
    const outcome = open({ content: 'x' })
    act(() => fireEvent.click(screen.getByTestId('modal-backdrop')))
    await expect(outcome).resolves.toEqual({ rejected: 'cancel' })
  })

  it('the backdrop and Escape do nothing when backdropClose is false (confirm only)', async () => {
    render(<ModalHost />)
    const outcome = open({
      content: 'shop is resting, cannot order now',
      showCancel: false,
      backdropClose: false,
    })
    act(() => fireEvent.click(screen.getByTestId('modal-backdrop')))
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    // only the confirm button, no cancel and no close button
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK'])
    act(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })))
    await expect(outcome).resolves.toEqual({ ok: 'confirm' })
  })

  it('Escape cancels when the backdrop may close it, and the close button hides it', async () => {
    render(<ModalHost />)
    const first = open({ content: 'one' })
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }))
    await expect(first).resolves.toEqual({ rejected: 'cancel' })
    const second = open({ content: 'two' })
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    await expect(second).resolves.toEqual({ rejected: 'cancel' })
  })

  it('default labels are cancel and OK, and focus moves into the dialog', () => {
    render(<ModalHost />)
    void open({ content: 'x' })
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }))
  })

  it('keeps Tab inside the dialog', () => {
    render(<ModalHost />)
    void open({ content: 'x' })
    const ok = screen.getByRole('button', { name: 'OK' })
    const close = screen.getByRole('button', { name: 'Close' })
    ok.focus()
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' }))
    expect(document.activeElement).toBe(close)
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true }))
    expect(document.activeElement).toBe(ok)
  })
})
