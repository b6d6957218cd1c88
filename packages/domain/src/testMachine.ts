import { findMove, type Machine, type StatusValue } from './machine'

/**
 * Compares a machine without kinds with its moves written out by hand, one "event from actor -> to"
 * a line. Every combination of event, state and actor is asked: a listed one must lead where the
 * line says, any other must be refused. Returns the disagreements and how many combinations it
 * asked and the lines listed.
 */
export function disagreements<S extends StatusValue, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  events: readonly E[],
  legal: string,
): { mismatches: string[]; asked: number; listed: number } {
  const expected = new Map<string, string>()
  for (const line of legal.trim().split('\n')) {
    const [event, from, actor, , to] = line.trim().split(/\s+/)
    expected.set(`${event} ${from} ${actor}`, String(to))
  }
  const mismatches: string[] = []
  let asked = 0
  for (const event of events) {
    for (const from of machine.states) {
      for (const actor of machine.actors) {
        asked++
        const key = `${event} ${from} ${actor}`
        const got = findMove(machine, from, event, actor)?.to ?? null
        const want = expected.get(key) ?? null
        if ((got === null ? null : String(got)) !== want)
          mismatches.push(`${key}: expected ${want}, got ${got}`)
      }
    }
  }
  return { mismatches, asked, listed: expected.size }
}
