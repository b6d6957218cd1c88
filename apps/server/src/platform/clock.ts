/** Time comes from here so tests can move it (deadlines, opening hours, expiries). */
export interface Clock {
  now(): Date
}
export const systemClock: Clock = { now: () => new Date() }

export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-11-21T04:00:00Z')) {}
  now(): Date {
    return new Date(this.current)
  }
  set(date: Date): void {
    this.current = new Date(date)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}
