/**
 * Login state (spec 4). At start: a stored token is checked with member/checkLoginToken; without one,
 * the 'Authorization' cookie is taken as the token and checked; invalid, absent or a failed check
 * deletes the token and the visitor is logged out. A 401 anywhere deletes the token (api.ts), which
 * this store follows.
 */

import type { MemberInfo } from '@siam/contracts'
import { memberApi } from '@siam/contracts/descriptors'
import { useSyncExternalStore } from 'react'
import { call } from './api'
import { promptLogin } from './loginPrompt'
import { clearToken, getToken, onTokenChange, setToken } from './token'

type SessionStatus = 'checking' | 'in' | 'out'
export interface SessionState {
  status: SessionStatus
  member: MemberInfo | null
}

let state: SessionState = { status: 'checking', member: null }
const listeners = new Set<() => void>()

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

onTokenChange((token) => {
  if (token === null && state.status !== 'out') update({ status: 'out', member: null })
})

export function getSession(): SessionState {
  return state
}

/** The 'Authorization' cookie (set by the server after WeChat login), if any. */
export function readAuthorizationCookie(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === 'Authorization') {
      const value = decodeURIComponent(part.slice(eq + 1).trim())
      return value || null
    }
  }
  return null
}

/** `valid`: at start, the token check running beside this call; its answer is used only if it passes. */
async function loadMember(valid: Promise<boolean> = Promise.resolve(true)): Promise<void> {
  try {
    const member = await call(memberApi.getLoginMemberInfo, {}, { silent: true })
    if (await valid) update({ status: 'in', member })
  } catch {
    // a 401 here has already cleared the token (and with it the state); other failures keep the session
    if ((await valid) && getToken()) update({ status: 'in' })
  }
}

let starting: Promise<void> | null = null

/** Decide the login state at start. Resolves when it is known ('in' or 'out'). */
export function startSession(): Promise<void> {
  if (starting) return starting
  starting = (async () => {
    update({ status: 'checking' })
    let token = getToken()
    if (!token) {
      const fromCookie = readAuthorizationCookie()
      if (fromCookie) {
        setToken(fromCookie)
        token = fromCookie
      }
    }
    if (!token) {
      update({ status: 'out', member: null })
      return
    }
    // The member is asked for beside the check, not after it: on a slow network that is one round
    // trip less before a member's page can show (issue 16). Its answer counts only if the check passes.
    const check = call(memberApi.checkLoginToken, {}, { silent: true }).then(
      (answer) => answer === true,
      () => false,
    )
    const member = loadMember(check)
    if (!(await check)) {
      clearToken()
      update({ status: 'out', member: null })
      return
    }
    await member
  })().finally(() => {
    starting = null
  })
  return starting
}

/** After a login call: keep the token and fetch the member. */
export async function signIn(token: string): Promise<void> {
  setToken(token)
  update({ status: 'in' })
  await loadMember()
}

/** Ends the session on the server (best effort) and on the device. */
export async function signOut(): Promise<void> {
  try {
    await call(memberApi.logout, {}, { silent: true })
  } catch {
    // the device forgets the token either way
  }
  clearToken()
  update({ status: 'out', member: null })
}

export async function refreshSession(): Promise<void> {
  if (!getToken()) {
    update({ status: 'out', member: null })
    return
  }
  await loadMember()
}

/** True when logged in; otherwise false and the "log in now?" modal. */
export function requireLogin(): boolean {
  if (state.status === 'in' || (state.status === 'checking' && getToken())) return true
  promptLogin()
  return false
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function useSession(): SessionState & { refresh(): Promise<void> } {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
  return { ...s, refresh: refreshSession }
}

/** For tests. */
export function resetSessionForTests(): void {
  state = { status: 'checking', member: null }
  starting = null
}
