/**
 * What a page shows instead of its content: "log in first" on a member-only page (with the login gate
 * that decides), or the error of the query the page is built on.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { requireLogin, useSession } from '../session'
import { getToken } from '../token'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { SkeletonCards } from './Skeleton'

/**
 * Pages that need a member: when the session turns out to be logged out, offer login once
 * ("log in now?" -> login page, which comes back here). Deferred one tick so the layout's
 * "close the previous page's modal on navigation" does not close this page's prompt. Counted as
 * offered when the offer runs, not when it is scheduled: a cleanup cancels the timer, and the effect
 * may run again on the same mount with this ref kept (the status leaving 'out' and coming back as a
 * stored token is checked, React's StrictMode, Preact revealing a page that suspended).
 */
export function useLoginGate(): ReturnType<typeof useSession> {
  const session = useSession()
  const asked = useRef(false)
  useEffect(() => {
    if (session.status !== 'out' || asked.current) return
    const timer = setTimeout(() => {
      asked.current = true
      requireLogin()
    }, 0)
    return () => clearTimeout(timer)
  }, [session.status])
  return session
}

/** A member-only page while logged out: what logging in is for, and the button that offers it. */
export function LoginNeeded({
  title,
  description,
  button,
}: {
  title: string
  description?: string
  button: string
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <button type="button" className="btn btn-primary" onClick={() => requireLogin()}>
          {button}
        </button>
      }
    />
  )
}

/**
 * The body of a member-only page: `children` once the session is a member's, or while a stored token is
 * being checked (as requireLogin takes it): the page's reads then start beside the check instead of one
 * round trip after it (issue 16); a token the server refuses answers them 401, which logs out (api.ts)
 * and brings this card. `loading` while checking without a token (the cookie's), otherwise what logging
 * in is for (login is offered once as well: useLoginGate).
 */
export function MemberGate({
  title,
  button,
  loading = <SkeletonCards count={3} />,
  children,
}: {
  /** what logging in is for */
  title: string
  button: string
  loading?: ReactNode
  children: ReactNode
}) {
  const session = useLoginGate()
  if (session.status === 'in' || (session.status === 'checking' && getToken())) return children
  if (session.status === 'checking') return loading
  return <LoginNeeded title={title} button={button} />
}

/** A query that failed: its message (the server's, translated) and a retry that fetches it again. */
export function QueryError({
  query,
  page = false,
}: {
  query: { error: Error | null; refetch: () => unknown }
  /** fill the page (see ErrorState) */
  page?: boolean
}) {
  return (
    <ErrorState
      page={page}
      error={query.error}
      message={query.error?.message}
      onRetry={() => void query.refetch()}
    />
  )
}
