import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepRootFont, rootFontPx, setPageMaxWidth } from './rootFont'

describe('root font (spec 9: width / 23.4375, base 375, max 960)', () => {
  afterEach(() => vi.useRealTimers())

  it('is 16 px at 375 px, scales with the width and stops at the max width', () => {
    expect(rootFontPx(375)).toBe(16)
    expect(rootFontPx(750)).toBe(32)
    expect(rootFontPx(1920)).toBe(960 / 23.4375)
    expect(rootFontPx(1920, 750)).toBe(32)
    expect(rootFontPx(0)).toBe(16)
  })

  it('follows a rotation and back, also when the width arrives late', () => {
    vi.useFakeTimers()
    const root = document.documentElement
    let width = 375
    vi.spyOn(root, 'clientWidth', 'get').mockImplementation(() => width)
    const stop = keepRootFont(window)
    expect(root.style.fontSize).toBe('16px')
    // landscape: the event comes first, the new width a moment later
    window.dispatchEvent(new Event('orientationchange'))
    width = 812
    vi.advanceTimersByTime(300)
    expect(Number.parseFloat(root.style.fontSize)).toBeCloseTo(812 / 23.4375, 3)
    // and back to portrait
    width = 375
    window.dispatchEvent(new Event('resize'))
    expect(root.style.fontSize).toBe('16px')
    // the maxWidth setting caps the column and the font
    width = 1200
    setPageMaxWidth(750)
    expect(root.style.fontSize).toBe('32px')
    expect(root.style.getPropertyValue('--page-max')).toBe('750px')
    setPageMaxWidth(960)
    width = 375
    window.dispatchEvent(new Event('resize'))
    stop()
    width = 600
    window.dispatchEvent(new Event('resize'))
    expect(root.style.fontSize).toBe('16px')
  })
})
