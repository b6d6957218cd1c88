import type { BoardOrder } from '@siam/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../shared/api/client'
import type { SubscribeBoard } from './liveBoard'
import type { OrderMap } from './merge'
import { BoardSync, LIVE_POLL_INTERVAL_MS, type ListOrders, POLL_INTERVAL_MS } from './sync'

export interface OrderBoard {
  orders: OrderMap
  /** true until the first load of this shop selection answered */
  loading: boolean
  /** the last polling failure, cleared by the next success */
  error: ApiError | null
  /** client time of the last successful update, for "updated hh:mm:ss" */
  syncedAt: number | null
  /** the live stream is up: changes arrive as they happen and polling has slowed down */
  live: boolean
  /** show an order an action answered with */
  apply: (order: BoardOrder) => void
  /** reload the whole board now (after a conflict, or the retry button) */
  reload: () => void
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
}

/**
 * The live board of one shop selection (`shopId` undefined: every shop the account sees). Polls every
 * POLL_INTERVAL_MS = 3 s for changes and reloads everything every 60 s (BoardSync); stops while the tab
 * is hidden and catches up as soon as it is visible again. A new poll starts only after the previous one
 * answered, so a slow server is never asked twice at once.
 *
 * With `subscribe` (the console's event stream, decision 0036) every event asks for the changes at
 * once, and while the stream is up polling slows to LIVE_POLL_INTERVAL_MS: it is only the fallback.
 */
export function useOrderBoard(
  list: ListOrders,
  shopId: string | undefined,
  subscribe?: SubscribeBoard,
): OrderBoard {
  const [orders, setOrders] = useState<OrderMap>({})
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<ApiError | null>(null)
  const [syncedAt, setSyncedAt] = useState<number | null>(null)
  const [live, setLive] = useState(false)
  const syncRef = useRef<BoardSync | null>(null)
  const runRef = useRef<(full: boolean) => void>(() => {})

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    let running = false
    let pendingFull = false
    // an event heard while a step ran: that step may have read before the change committed
    let pendingStep = false
    let stopped = false
    let streaming = false
    const sync = new BoardSync({ list, shopId, onChange: setOrders })
    syncRef.current = sync
    setOrders({})
    setLoading(true)
    setError(null)

    const schedule = () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
      if (!stopped && !isHidden())
        timer = setTimeout(() => run(false), streaming ? LIVE_POLL_INTERVAL_MS : POLL_INTERVAL_MS)
    }

    const run = async (full: boolean) => {
      if (stopped) return
      if (running) {
        // a step is under way: remember a requested reload or step and do it right after
        pendingFull ||= full
        pendingStep = true
        return
      }
      if (timer !== null) clearTimeout(timer)
      timer = null
      running = true
      try {
        if (full) await sync.reload()
        else await sync.tick()
        if (stopped) return
        setError(null)
        setLoading(false)
        setSyncedAt(Date.now())
      } catch (e) {
        if (stopped) return
        setError(e instanceof ApiError ? e : new ApiError(500, String(e)))
        setLoading(false)
      } finally {
        running = false
      }
      if (stopped) return
      if (pendingFull) {
        pendingFull = false
        pendingStep = false
        void run(true)
      } else if (pendingStep) {
        pendingStep = false
        void run(false)
      } else {
        schedule()
      }
    }
    runRef.current = (full) => void run(full)

    const onVisibility = () => {
      if (isHidden()) {
        if (timer !== null) clearTimeout(timer)
        timer = null
      } else if (!running && timer === null) {
        void run(false)
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    // load at once, even in a background tab (the title shows the count); polling then waits to be seen
    void run(true)
    const unsubscribe = subscribe?.({
      onEvent: () => void run(false),
      onHealth: (healthy) => {
        if (stopped) return
        streaming = healthy
        setLive(healthy)
        // the next poll at the new pace (slow while the stream is up, quick at once when it drops)
        if (!running) schedule()
      },
    })

    return () => {
      stopped = true
      unsubscribe?.()
      setLive(false)
      sync.dispose()
      if (timer !== null) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      if (syncRef.current === sync) syncRef.current = null
    }
  }, [list, shopId, subscribe])

  const apply = useCallback((order: BoardOrder) => syncRef.current?.apply(order), [])
  const reload = useCallback(() => runRef.current(true), [])

  return { orders, loading, error, syncedAt, live, apply, reload }
}
