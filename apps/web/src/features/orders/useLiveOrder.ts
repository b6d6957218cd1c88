import { openLiveStream } from '@siam/api-client'
import { liveApi } from '@siam/contracts/descriptors'
import { LIVE_STREAMS } from '@siam/contracts/live-streams'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { call } from '../../shared/api'
import { orderQueries } from '../../shared/queries/orderQueries'

/**
 * The order's event stream (decision 0036): on each event, and on every (re)connection, the detail
 * is fetched again. Answers whether the stream is up, so the page polls slowly while it is and at
 * the old pace while it is not. Nothing is opened for an order that can no longer change.
 */
export function useLiveOrder(id: string, open: boolean): boolean {
  const queryClient = useQueryClient()
  const [healthy, setHealthy] = useState(false)
  useEffect(() => {
    if (!open || id === '') return
    const refetch = () => void queryClient.invalidateQueries({ queryKey: orderQueries.detail(id).queryKey })
    const close = openLiveStream({
      path: LIVE_STREAMS.memberOrder,
      query: { id },
      ticket: async () => (await call(liveApi.memberOrderTicket, { id }, { silent: true })).ticket,
      onMessage: refetch,
      onOpen: refetch,
      onHealth: setHealthy,
    })
    return () => {
      close()
      setHealthy(false)
    }
  }, [id, open, queryClient])
  return healthy
}
