/**
 * Who is signed in, for every page under the login gate: the staff member and how to sign out. The
 * pages read it here instead of through props, so a route module needs nothing from the router.
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { Staff } from './api/staff'

export interface SignedIn {
  staff: Staff
  /** Ends the session on the server (best effort) and brings the login page back. */
  logout: () => void
}

const SignedInContext = createContext<SignedIn | null>(null)

export function SignedInProvider({ value, children }: { value: SignedIn; children: ReactNode }) {
  return <SignedInContext.Provider value={value}>{children}</SignedInContext.Provider>
}

export function useSignedIn(): SignedIn {
  const signedIn = useContext(SignedInContext)
  if (!signedIn) throw new Error('useSignedIn is used outside the signed-in console')
  return signedIn
}
