import { useEffect, useRef } from 'react'
import { requireLogin, useSession } from '../../shared/session'

/**
 * Pages that need a member: when the session turns out to be logged out, offer login once
 * ("log in now?" -> login page, which comes back here). Deferred one tick so the layout's
 * "close the previous page's modal on navigation" does not close this page's prompt.
 */
export function useLoginGate(): ReturnType<typeof useSession> {
  const session = useSession()
  const asked = useRef(false)
  useEffect(() => {
    if (session.status !== 'out' || asked.current) return
    asked.current = true
    const timer = setTimeout(() => requireLogin(), 0)
    return () => clearTimeout(timer)
  }, [session.status])
  return session
}
