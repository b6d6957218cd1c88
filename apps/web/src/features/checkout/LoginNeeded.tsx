import { requireLogin } from '../../shared/session'
import { EmptyState } from '../../shared/ui/EmptyState'

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
