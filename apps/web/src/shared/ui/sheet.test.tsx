import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../i18n'
import { Sheet } from './Sheet'
import { setNavigationProbe } from './sheetHistory'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(cleanup)

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Options">
        <button type="button">First choice</button>
        <button type="button">Last choice</button>
      </Sheet>
    </>
  )
}

/** history.back() answers with a popstate later, as a browser does. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))

describe('sheet (issue 16)', () => {
  it("closes on the browser's Back instead of leaving the page, and returns focus to the opener", async () => {
    const before = window.history.length
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('dialog', { name: 'Options' })).toBeTruthy()
    expect(window.history.length).toBe(before + 1)
    act(() => window.history.back())
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('takes its history entry off again when closed another way', async () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect((window.history.state as { siamSheet?: boolean } | null)?.siamSheet).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((window.history.state as { siamSheet?: boolean } | null)?.siamSheet).toBeUndefined()
  })

  it('leaves its entry alone when it closes as the page navigates away (a Back would cancel that navigation)', async () => {
    let navigating = false
    setNavigationProbe(() => navigating)
    try {
      render(<Harness />)
      fireEvent.click(screen.getByRole('button', { name: 'Open' }))
      const length = window.history.length
      navigating = true
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      await settle()
      expect(screen.queryByRole('dialog')).toBeNull()
      // no Back: the entry is still the current one, for the navigation to replace or push past
      expect((window.history.state as { siamSheet?: boolean } | null)?.siamSheet).toBe(true)
      expect(window.history.length).toBe(length)
    } finally {
      setNavigationProbe(() => false)
      window.history.replaceState(null, '')
    }
  })

  it('keeps focus inside while open: Tab wraps from the last control to the first and back', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(dialog)
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Last choice' })
    last.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })
})
