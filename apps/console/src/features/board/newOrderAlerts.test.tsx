import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { makeOrder } from '../../testing/fixtures'
import { useAlertSwitch, useNewOrderAlerts } from './newOrderAlerts'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Notification and AudioContext as the browser would offer them, recording what the board asks. */
function stubBrowser(permission: NotificationPermission) {
  const shown: { title: string; body?: string; tag?: string }[] = []
  const tones: number[] = []
  class FakeNotification {
    static permission = permission
    static requestPermission = vi.fn(async () => 'granted' as NotificationPermission)
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, tag: options.tag })
    }
  }
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} })
  class FakeAudioContext {
    currentTime = 0
    destination = {}
    resume = async () => {}
    createOscillator() {
      const frequency = param()
      return {
        frequency,
        connect: (node: unknown) => node,
        start: () => tones.push(frequency.value),
        stop() {},
      }
    }
    createGain() {
      return { gain: param(), connect: (node: unknown) => node }
    }
  }
  vi.stubGlobal('Notification', FakeNotification)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  return { shown, tones, FakeNotification }
}

describe('new order alerts', () => {
  it('asks for notification permission on the click, then chimes and notifies for orders that arrive after the first load', async () => {
    const browser = stubBrowser('default')
    const first = makeOrder({ id: 'a', status: 2, orderNo: 'SM1' })
    const second = makeOrder({ id: 'b', status: 2, orderNo: 'SM2', shopName: 'Old Sichuan' })
    const { result, rerender } = renderHook(
      ({ fresh, loading }) => {
        const alerts = useAlertSwitch()
        useNewOrderAlerts(fresh, loading, alerts)
        return alerts
      },
      { initialProps: { fresh: [first], loading: false } },
    )
    expect(result.current.enabled).toBe(false)
    await act(async () => result.current.toggle())
    expect(browser.FakeNotification.requestPermission).toHaveBeenCalledOnce()
    expect(result.current.permission).toBe('granted')
    browser.FakeNotification.permission = 'granted'
    // the order already there when the page opened is not news
    expect(browser.shown).toHaveLength(0)
    rerender({ fresh: [first, second], loading: false })
    expect(browser.tones.length).toBeGreaterThan(0)
    expect(browser.shown).toEqual([
      { title: 'New order SM2', body: 'Old Sichuan: waiting to be accepted', tag: 'siam-order-b' },
    ])
    // the same order again (a later poll) alerts no more
    rerender({ fresh: [second, first], loading: false })
    expect(browser.shown).toHaveLength(1)
  })

  it('stays quiet until alerts are switched on, and without permission only chimes', async () => {
    const browser = stubBrowser('denied')
    const { result, rerender } = renderHook(
      ({ fresh }) => {
        const alerts = useAlertSwitch()
        useNewOrderAlerts(fresh, false, alerts)
        return alerts
      },
      { initialProps: { fresh: [makeOrder({ id: 'a', status: 2 })] } },
    )
    rerender({ fresh: [makeOrder({ id: 'a', status: 2 }), makeOrder({ id: 'b', status: 2 })] })
    expect(browser.tones).toHaveLength(0)
    await act(async () => result.current.toggle())
    expect(browser.FakeNotification.requestPermission).not.toHaveBeenCalled()
    rerender({ fresh: [makeOrder({ id: 'c', status: 2 })] })
    expect(browser.tones.length).toBeGreaterThan(0)
    expect(browser.shown).toHaveLength(0)
  })
})
