import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_TOAST_DURATION, TOAST_DURATION, ToastHost, toast } from './toast'

beforeEach(() => {
  vi.useFakeTimers()
  toast.hide()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('toast (spec 4, 9)', () => {
  it('an ordinary toast hides after 1500 ms by default', () => {
    expect(TOAST_DURATION).toBe(1500)
    render(<ToastHost />)
    act(() => toast.show('Saved'))
    expect(screen.getByRole('status').textContent).toBe('Saved')
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByRole('status').textContent).toBe('Saved')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('takes its own duration', () => {
    act(() => toast.show('Hi', { duration: 500 }))
    act(() => vi.advanceTimersByTime(499))
    expect(toast.current()?.message).toBe('Hi')
    act(() => vi.advanceTimersByTime(1))
    expect(toast.current()).toBeNull()
  })

  it('an error toast stays 3000 ms', () => {
    expect(ERROR_TOAST_DURATION).toBe(3000)
    act(() => toast.error('Bad request!'))
    act(() => vi.advanceTimersByTime(2999))
    expect(toast.current()).toMatchObject({ kind: 'error', message: 'Bad request!' })
    act(() => vi.advanceTimersByTime(1))
    expect(toast.current()).toBeNull()
  })

  it('a loading toast stays until hidden', () => {
    render(<ToastHost />)
    let hide = () => {}
    act(() => {
      hide = toast.loading('Paying…')
    })
    act(() => vi.advanceTimersByTime(120_000))
    expect(screen.getByRole('status').textContent).toBe('Paying…')
    act(() => hide())
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows one toast at a time: a new one replaces the old, whose timer no longer hides it', () => {
    act(() => toast.show('first'))
    act(() => vi.advanceTimersByTime(1000))
    act(() => toast.show('second'))
    act(() => vi.advanceTimersByTime(600))
    expect(toast.current()?.message).toBe('second')
    act(() => vi.advanceTimersByTime(900))
    expect(toast.current()).toBeNull()
  })

  it('a stale hide() of a replaced loading toast does not hide the newer toast', () => {
    let hide = () => {}
    act(() => {
      hide = toast.loading('wait')
    })
    act(() => toast.error('failed'))
    act(() => hide())
    expect(toast.current()?.message).toBe('failed')
  })

  it('announces politely', () => {
    render(<ToastHost />)
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
  })
})
