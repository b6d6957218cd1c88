/**
 * Work the first screen does not need (issue 16, decision 0053): keeping the root font right on resize
 * (and the page-width setting it reads), the tab bar's cart badge, the title table, the service worker
 * and the web app manifest's link.
 * Each is a request (a script, a call) that started while the first screen was loading: on a phone on
 * Slow 4G over HTTP/1.1 it held one of the six connections and a share of the line, and Lighthouse counts
 * every request started before the largest paint, and the work that asked for it, towards that paint.
 * They now start once the page has loaded (its scripts, styles, catalogues and preloaded picture), the
 * app has rendered its first screen and that screen's reads are in, two frames later; from then on at
 * once. Until main.tsx calls `firstScreenRendered` (never, in unit tests) they wait.
 */

import { useEffect, useState } from 'react'

type Task = () => void

/** What of the window this uses (a test passes its own). */
export interface StartWindow {
  document: { readyState: DocumentReadyState }
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void
  requestAnimationFrame(callback: () => void): unknown
  setTimeout(callback: () => void, ms: number): unknown
}

let state: 'loading' | 'rendered' | 'done' = 'loading'
const waiting: Task[] = []

/** Runs `task` after the first screen (at once when that is past). */
export function afterFirstScreen(task: Task): void {
  if (state === 'done') task()
  else waiting.push(task)
}

/** Whether the first screen is past (the waiting tasks have run). */
export function firstScreenPast(): boolean {
  return state === 'done'
}

/** What is still loading for the screen (main.tsx: TanStack Query's fetching queries). */
export interface Activity {
  busy(): boolean
  subscribe(listener: () => void): () => void
}

const NOTHING: Activity = { busy: () => false, subscribe: () => () => {} }

/** After the load event, tasks wait at most this long for the screen's reads (a stuck call). */
const LONGEST_WAIT_MS = 5000

/**
 * main.tsx, once the first screen is rendered: the waiting tasks run after the load event, once the
 * screen's reads are in (`activity` not busy) and two frames have passed with none going; in a hidden
 * tab, where frames wait, or when a read hangs, 5 s after the load event.
 */
export function firstScreenRendered(activity: Activity = NOTHING, win: StartWindow = window): void {
  if (state !== 'loading') return
  state = 'rendered'
  const run = () => {
    if (state === 'done') return
    state = 'done'
    for (const task of waiting.splice(0)) task()
  }
  // A frame, then the check: the screen's parts start their reads in effects, after a frame, and draw
  // what they read in a later one. Two frames in a row with no read going, then the tasks.
  const check = (quietFrames: number) =>
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        if (state === 'done') return
        if (!activity.busy()) return quietFrames >= 1 ? run() : check(quietFrames + 1)
        const stop = activity.subscribe(() => {
          if (activity.busy()) return
          stop()
          check(0)
        })
      }, 0),
    )
  const loaded = () => {
    check(0)
    win.setTimeout(run, LONGEST_WAIT_MS)
  }
  if (win.document.readyState === 'complete') loaded()
  else win.addEventListener('load', loaded, { once: true })
}

/** In a component: false until the first screen is past, then true (one more render). */
export function useAfterFirstScreen(): boolean {
  const [past, setPast] = useState(firstScreenPast)
  useEffect(() => {
    if (past) return
    let live = true
    afterFirstScreen(() => {
      if (live) setPast(true)
    })
    return () => {
      live = false
    }
  }, [past])
  return past
}
