import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LONG_PRESS_MS, useLongPress } from './useLongPress'

function Pressable({ onLong }: { onLong: () => void }) {
  const handlers = useLongPress(onLong)
  return (
    <p data-testid="target" {...handlers}>
      SM20250301000001
    </p>
  )
}

describe('useLongPress (spec 9: 350 ms, 10 px)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
  const setup = () => {
    const onLong = vi.fn()
    const view = render(<Pressable onLong={onLong} />)
    return { onLong, target: view.getByTestId('target'), view }
  }

  it('fires once after 350 ms of holding still, not before', () => {
    const { onLong, target } = setup()
    fireEvent.pointerDown(target, { clientX: 10, clientY: 10 })
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1))
    expect(onLong).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onLong).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(5000))
    expect(onLong).toHaveBeenCalledTimes(1)
  })

  it('a short tap does nothing', () => {
    const { onLong, target } = setup()
    fireEvent.pointerDown(target, { clientX: 10, clientY: 10 })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.pointerUp(target)
    act(() => vi.advanceTimersByTime(1000))
    expect(onLong).not.toHaveBeenCalled()
  })

  it('moving up to 10 px keeps the press; more than 10 px cancels it (a scroll)', () => {
    const kept = setup()
    fireEvent.pointerDown(kept.target, { clientX: 10, clientY: 10 })
    fireEvent.pointerMove(kept.target, { clientX: 16, clientY: 18 }) // 10 px exactly
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS))
    expect(kept.onLong).toHaveBeenCalledTimes(1)
    kept.view.unmount()

    const moved = setup()
    fireEvent.pointerDown(moved.target, { clientX: 10, clientY: 10 })
    fireEvent.pointerMove(moved.target, { clientX: 10, clientY: 21 })
    act(() => vi.advanceTimersByTime(1000))
    expect(moved.onLong).not.toHaveBeenCalled()
  })

  it('a cancelled pointer or unmounting stops the timer', () => {
    const cancelled = setup()
    fireEvent.pointerDown(cancelled.target, { clientX: 0, clientY: 0 })
    fireEvent.pointerCancel(cancelled.target)
    act(() => vi.advanceTimersByTime(1000))
    expect(cancelled.onLong).not.toHaveBeenCalled()
    cancelled.view.unmount()

    const unmounted = setup()
    fireEvent.pointerDown(unmounted.target, { clientX: 0, clientY: 0 })
    unmounted.view.unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(unmounted.onLong).not.toHaveBeenCalled()
  })
})
