/**
 * The console: the login gate, then the hash router of the signed-in staff member's pages. The router
 * is made per role (the pages differ) and let go when the session ends.
 */
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { SessionGate } from '../features/auth/SessionGate'
import type { StaffRole } from '../shared/api/staff'
import { type SignedIn, SignedInProvider } from '../shared/signedIn'
import { LoadingScreen } from './RootLayout'
import { createConsoleRouter } from './router'

export function App() {
  return <SessionGate>{(signedIn) => <SignedInConsole signedIn={signedIn} />}</SessionGate>
}

type ConsoleRouter = ReturnType<typeof createConsoleRouter>

function SignedInConsole({ signedIn }: { signedIn: SignedIn }) {
  const router = useRoleRouter(signedIn.staff.role)
  return (
    <SignedInProvider value={signedIn}>
      {router ? <RouterProvider router={router} /> : <LoadingScreen />}
    </SignedInProvider>
  )
}

/** Made in an effect so the router stops listening to the address when it is let go (StrictMode-safe). */
function useRoleRouter(role: StaffRole): ConsoleRouter | null {
  const [router, setRouter] = useState<ConsoleRouter | null>(null)
  useEffect(() => {
    const made = createConsoleRouter({ role })
    setRouter(made)
    return () => {
      setRouter(null)
      made.dispose()
    }
  }, [role])
  return router
}
