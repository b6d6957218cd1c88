import { findMove, type Machine, type StatusValue } from './machine'

/**
 * Compares a machine with its moves written out by hand, one "event from actor -> to" a line (for
 * a machine with kinds: "event from kind actor -> to", kind `*` meaning every kind). Every
 * combination of event, state, actor (and kind) is asked: a listed one must lead where the line
 * says, any other must be refused. Returns the disagreements and how many combinations it asked.
 */
export function disagreements<S extends StatusValue, E extends string, A extends string, K extends string>(
  machine: Machine<S, E, A, K>,
  events: readonly E[],
  legal: string,
): { mismatches: string[]; asked: number; listed: number } {
  const kinds: readonly (K | undefined)[] = machine.kinds ?? [undefined]
  const expected = new Map<string, string>()
  for (const line of legal.trim().split('\n')) {
    const words = line.trim().split(/\s+/)
    const [event, from, ...rest] = words
    const to = words.at(-1)
    const lineKinds = machine.kinds ? (rest[0] === '*' ? machine.kinds : [rest[0]]) : [undefined]
    const actor = machine.kinds ? rest[1] : rest[0]
    for (const k of lineKinds) expected.set(key(event, from, k, actor), String(to))
  }
  const mismatches: string[] = []
  let asked = 0
  for (const event of events) {
    for (const from of machine.states) {
      for (const kind of kinds) {
        for (const actor of machine.actors) {
          asked++
          const k = key(event, from, kind, actor)
          const move = findMove<StatusValue, string, string, string>(machine, from, event, actor, kind)
          const got = move === null ? null : String(move.to)
          const want = expected.get(k) ?? null
          if (got !== want) mismatches.push(`${k}: expected ${want}, got ${got}`)
        }
      }
    }
  }
  return { mismatches, asked, listed: expected.size }
}

function key(event: unknown, from: unknown, kind: unknown, actor: unknown): string {
  return [event, from, kind, actor].filter((w) => w !== undefined).join(' ')
}
