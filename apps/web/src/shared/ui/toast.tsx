/**
 * Toast (spec 4, 9): one at a time; an ordinary toast hides after its duration (1500 ms default),
 * an error toast after 3000 ms without icon, a loading toast stays until the returned hide() is called.
 */
import { useSyncExternalStore } from 'react'

export const TOAST_DURATION = 1500
export const ERROR_TOAST_DURATION = 3000

export interface ToastState {
  id: number
  message: string
  kind: 'info' | 'error' | 'loading'
}

let current: ToastState | null = null
let timer: ReturnType<typeof setTimeout> | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit(): void {
  for (const l of listeners) l()
}

function set(state: ToastState | null, duration?: number): void {
  if (timer !== null) {
    clearTimeout(timer)
    timer = null
  }
  current = state
  if (state && duration !== undefined) {
    const id = state.id
    timer = setTimeout(() => {
      if (current?.id === id) set(null)
    }, duration)
  }
  emit()
}

export const toast = {
  show(message: string, opts: { duration?: number } = {}): void {
    set({ id: nextId++, message, kind: 'info' }, opts.duration ?? TOAST_DURATION)
  },
  error(message: string): void {
    set({ id: nextId++, message, kind: 'error' }, ERROR_TOAST_DURATION)
  },
  /** Stays until the returned function is called (a later toast replaces it). */
  loading(message: string): () => void {
    const id = nextId++
    set({ id, message, kind: 'loading' })
    return () => {
      if (current?.id === id) set(null)
    }
  },
  hide(): void {
    set(null)
  },
  /** For tests and the host. */
  current(): ToastState | null {
    return current
  },
}

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

function useToast(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/** Rendered once at the root. The live region stays mounted so screen readers announce changes. */
export function ToastHost() {
  const state = useToast()
  return (
    <>
      {state?.kind === 'loading' && <div className="toast-mask" />}
      <div className="toast-region" aria-live="polite" aria-atomic="true" role="status">
        {state && (
          <div className={`toast toast-${state.kind}`} key={state.id}>
            {state.kind === 'loading' && <span className="spinner spinner-light" aria-hidden="true" />}
            <span>{state.message}</span>
          </div>
        )}
      </div>
    </>
  )
}
