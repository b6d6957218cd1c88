import type { BoardOrder } from '@siam/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The new-order alert: a short two-note chime made with the Web Audio API (no sound file) and a
 * browser notification when the staff member allowed them. Browsers play sound only after a user
 * gesture, so both are switched on by the "Enable alerts" button.
 */
function playChime(audio: AudioContext): void {
  const start = audio.currentTime
  for (const [i, frequency] of [880, 1320].entries()) {
    const at = start + i * 0.18
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16)
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.17)
  }
}

type NotifyPermission = NotificationPermission | 'unsupported'

function notificationPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

export interface AlertSwitch {
  enabled: boolean
  permission: NotifyPermission
  /** The chime, once the switch unlocked the sound. */
  chime(): void
  /** On a click: unlocks the sound and asks for notification permission once. */
  toggle(): void
}

/** The "Enable alerts" switch, for this page's life (the sound needs a gesture on every load). */
export function useAlertSwitch(): AlertSwitch {
  const [enabled, setEnabled] = useState(false)
  const [permission, setPermission] = useState<NotifyPermission>(notificationPermission)
  const audio = useRef<AudioContext | null>(null)
  const toggle = useCallback(() => {
    if (enabled) {
      setEnabled(false)
      return
    }
    if (typeof AudioContext !== 'undefined') {
      audio.current ??= new AudioContext()
      void audio.current.resume().catch(() => undefined)
    }
    setEnabled(true)
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().then(setPermission, () => undefined)
    }
  }, [enabled])
  const chime = useCallback(() => {
    if (audio.current) playChime(audio.current)
  }, [])
  return { enabled, permission, toggle, chime }
}

/**
 * Alerts once for each order that arrives in the "new" column after the board's first load (what
 * was there when the page opened is not news). Works the same whether the order came by the event
 * stream or by the fallback poll.
 */
export function useNewOrderAlerts(fresh: readonly BoardOrder[], loading: boolean, alerts: AlertSwitch): void {
  const { enabled, chime } = alerts
  const { t } = useTranslation()
  const known = useRef<Set<string> | null>(null)
  useEffect(() => {
    if (loading) return
    if (known.current === null) {
      known.current = new Set(fresh.map((o) => o.id))
      return
    }
    const arrived = fresh.filter((o) => !known.current?.has(o.id))
    for (const o of arrived) known.current.add(o.id)
    if (!enabled || arrived.length === 0) return
    chime()
    if (notificationPermission() !== 'granted') return
    for (const o of arrived) {
      // The tag keeps one notification per order, however many tabs have the board open.
      new Notification(t('console:alert_new_order_title', { no: o.orderNo }), {
        body: t('console:alert_new_order_body', { shop: o.shopName }),
        tag: `siam-order-${o.id}`,
      })
    }
  }, [fresh, loading, enabled, chime, t])
}
