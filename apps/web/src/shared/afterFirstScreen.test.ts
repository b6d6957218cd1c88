import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { StartWindow } from './afterFirstScreen'

/** A window whose load event, frames and timers run only when the test says. */
function fakeWindow(readyState: DocumentReadyState) {
  const load: (() => void)[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  const win: StartWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      load.push(listener)
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  }
  const drain = (list: (() => void)[]) => {
    for (const f of list.splice(0)) f()
  }
  /** Runs the timers set for `ms` or less (those due by then); later ones stay set. */
  const runTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms <= ms)
    for (const t of due) timers.splice(timers.indexOf(t), 1)
    for (const t of due) t.callback()
  }
  return {
    win,
    fireLoad: () => drain(load),
    runTimers,
    /** A frame goes by: its callbacks run, then the 0 ms timers they set. */
    frame: () => {
      drain(frames)
      runTimers(0)
    },
  }
}

let mod: typeof import('./afterFirstScreen')
beforeEach(async () => {
  vi.resetModules()
  mod = await import('./afterFirstScreen')
})

describe('afterFirstScreen', () => {
  it('holds tasks until the first screen is rendered, the page has loaded and two frames have passed', () => {
    const ran: string[] = []
    mod.afterFirstScreen(() => ran.push('a'))
    const w = fakeWindow('interactive')
    mod.firstScreenRendered(undefined, w.win)
    w.frame()
    expect(ran).toEqual([])
    w.fireLoad()
    expect(ran).toEqual([])
    w.frame()
    expect(ran).toEqual([])
    w.frame()
    expect(ran).toEqual(['a'])
    expect(mod.firstScreenPast()).toBe(true)
    // past the first screen: at once, and the held ones ran once only
    mod.afterFirstScreen(() => ran.push('b'))
    w.runTimers(5000)
    expect(ran).toEqual(['a', 'b'])
  })

  it('never runs them while the first screen has not been rendered', () => {
    const ran: string[] = []
    mod.afterFirstScreen(() => ran.push('a'))
    expect(mod.firstScreenPast()).toBe(false)
    expect(ran).toEqual([])
  })

  it("waits for the screen's reads, and for two frames with none going", () => {
    const ran: string[] = []
    mod.afterFirstScreen(() => ran.push('a'))
    let reads = 1
    const listeners = new Set<() => void>()
    const activity = {
      busy: () => reads > 0,
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const change = (n: number) => {
      reads = n
      for (const l of [...listeners]) l()
    }
    const w = fakeWindow('complete')
    mod.firstScreenRendered(activity, w.win)
    w.frame()
    expect(ran).toEqual([])
    change(2)
    change(0)
    expect(ran).toEqual([])
    // a read started in the frame after: still waiting
    reads = 1
    w.frame()
    expect(ran).toEqual([])
    change(0)
    w.frame()
    expect(ran).toEqual([])
    w.frame()
    expect(ran).toEqual(['a'])
    expect(listeners.size).toBe(0)
  })

  it('runs them 5 s after the load event when a read hangs', () => {
    const ran: string[] = []
    mod.afterFirstScreen(() => ran.push('a'))
    const w = fakeWindow('complete')
    mod.firstScreenRendered({ busy: () => true, subscribe: () => () => {} }, w.win)
    w.frame()
    expect(ran).toEqual([])
    w.runTimers(5000)
    expect(ran).toEqual(['a'])
  })

  it('in a hidden tab, whose frames wait, runs them from the later timer', () => {
    const ran: string[] = []
    mod.afterFirstScreen(() => ran.push('a'))
    const w = fakeWindow('complete')
    mod.firstScreenRendered(undefined, w.win)
    expect(ran).toEqual([])
    w.runTimers(5000)
    expect(ran).toEqual(['a'])
  })
})
