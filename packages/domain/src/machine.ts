/**
 * One shape for every status the product moves: a machine is a table of moves, each naming the
 * states it leaves, the event, the state it reaches and the actors who may make it. The server
 * refuses any move the table does not list, and the apps derive their buttons from the same table,
 * so the two cannot disagree. Conditions that are not about states (time windows, amounts) stay
 * with the caller.
 */

/** Statuses are stored as small integers (orders, refund requests) or as text (money, coupons). */
export type StatusValue = string | number

export interface Move<S extends StatusValue, E extends string, A extends string, K extends string = never> {
  readonly event: E
  readonly from: readonly S[]
  readonly to: S
  readonly actors: readonly A[]
  /** The kinds of subject the move exists for (an order's kind); absent: every kind. */
  readonly kinds?: readonly K[]
}

export interface Machine<
  S extends StatusValue,
  E extends string,
  A extends string,
  K extends string = never,
> {
  /** Names the machine in the errors of a malformed table. */
  readonly name: string
  readonly states: readonly S[]
  readonly actors: readonly A[]
  readonly kinds?: readonly K[]
  readonly moves: readonly Move<S, E, A, K>[]
}

/** Any machine, for code that only reads a table (every machine is assignable to it). */
export type AnyMachine = Machine<StatusValue, string, string, string>
export type StateOf<M extends AnyMachine> = M['states'][number]
export type EventOf<M extends AnyMachine> = M['moves'][number]['event']

/**
 * A machine without kinds takes no kind; a machine with kinds needs the subject's kind. Code that
 * serves machines of any kinds (K = string) may pass one or not.
 */
export type KindArg<K extends string> = [K] extends [never] ? [] : string extends K ? [kind?: K] : [kind: K]

/**
 * Checks and freezes a table. States, actors and kinds are the lists given here: a move naming
 * anything else does not compile. Two moves for the same event, state, actor and kind would make
 * the answer depend on the row order, so the table is refused at load. Each machine's call carries a `@__PURE__`
 * annotation, so an app that imports the package but not that machine leaves it out of its bundle.
 */
export function defineMachine<
  const S extends StatusValue,
  const E extends string,
  const A extends string,
  const K extends string = never,
>(definition: {
  name: string
  states: readonly S[]
  actors: readonly A[]
  kinds?: readonly K[]
  moves: readonly Move<NoInfer<S>, E, NoInfer<A>, NoInfer<K>>[]
}): Machine<S, E, A, K> {
  for (const problem of tableProblems(definition)) throw new Error(`machine ${definition.name}: ${problem}`)
  return Object.freeze({
    ...definition,
    states: Object.freeze([...definition.states]),
    actors: Object.freeze([...definition.actors]),
    moves: Object.freeze(definition.moves.map((m) => Object.freeze({ ...m }))),
  })
}

/** What is wrong with a table (listed states and actors are checked by the compiler too). */
function tableProblems(machine: AnyMachine): string[] {
  const problems: string[] = []
  const { states, actors, moves } = machine
  const kinds: readonly (string | undefined)[] = machine.kinds ?? [undefined]
  for (const move of moves) {
    for (const s of [...move.from, move.to]) {
      if (!states.includes(s)) problems.push(`${move.event} names the unknown state ${s}`)
    }
    for (const a of move.actors)
      if (!actors.includes(a)) problems.push(`${move.event} names the unknown actor ${a}`)
  }
  for (const [i, a] of moves.entries()) {
    for (const b of moves.slice(i + 1)) {
      const ambiguous =
        a.event === b.event &&
        a.from.some((s) => b.from.includes(s)) &&
        a.actors.some((x) => b.actors.includes(x)) &&
        kinds.some((k) => appliesTo(a, k) && appliesTo(b, k))
      if (ambiguous) problems.push(`two moves for ${a.event} overlap`)
    }
  }
  return problems
}

function appliesTo(move: Move<StatusValue, string, string, string>, kind: string | undefined): boolean {
  return move.kinds === undefined || (kind !== undefined && move.kinds.includes(kind))
}

/** The move `actor` makes with `event` from `from`, or null when the table has none. */
export function findMove<S extends StatusValue, E extends string, A extends string, K extends string>(
  machine: Machine<S, E, A, K>,
  from: NoInfer<S>,
  event: NoInfer<E>,
  actor: NoInfer<A>,
  ...kind: KindArg<NoInfer<K>>
): Move<S, E, A, K> | null {
  const [k] = kind
  return (
    machine.moves.find(
      (m) => m.event === event && m.from.includes(from) && m.actors.includes(actor) && appliesTo(m, k),
    ) ?? null
  )
}

/** Where the move leads, or null when it is not allowed. */
export function nextState<S extends StatusValue, E extends string, A extends string, K extends string>(
  machine: Machine<S, E, A, K>,
  from: NoInfer<S>,
  event: NoInfer<E>,
  actor: NoInfer<A>,
  ...kind: KindArg<NoInfer<K>>
): S | null {
  return findMove(machine, from, event, actor, ...kind)?.to ?? null
}

/** The events `actor` may apply in `from`, in table order: what a screen offers as buttons. */
export function availableEvents<S extends StatusValue, E extends string, A extends string, K extends string>(
  machine: Machine<S, E, A, K>,
  from: NoInfer<S>,
  actor: NoInfer<A>,
  ...kind: KindArg<NoInfer<K>>
): E[] {
  const events: E[] = []
  for (const move of machine.moves) {
    const allowed = move.from.includes(from) && move.actors.includes(actor) && appliesTo(move, kind[0])
    if (allowed && !events.includes(move.event)) events.push(move.event)
  }
  return events
}

/**
 * The states `event` leaves for `actor`: the guard of an update that does not read the row first
 * ("move it from wherever this event may start").
 */
export function sourcesOf<S extends StatusValue, E extends string, A extends string, K extends string>(
  machine: Machine<S, E, A, K>,
  event: NoInfer<E>,
  actor: NoInfer<A>,
  ...kind: KindArg<NoInfer<K>>
): S[] {
  const sources: S[] = []
  for (const move of machine.moves) {
    if (move.event !== event || !move.actors.includes(actor) || !appliesTo(move, kind[0])) continue
    for (const s of move.from) if (!sources.includes(s)) sources.push(s)
  }
  return sources
}

/** A state no move leaves, derived from the table so the two cannot disagree. */
export function isFinalState<S extends StatusValue>(
  machine: Machine<S, string, string, string>,
  state: NoInfer<S>,
): boolean {
  return !machine.moves.some((m) => m.from.includes(state))
}

/** Narrows untrusted input (a request body, a stored value) to the machine's states. */
export function isStateOf<S extends StatusValue>(
  machine: Machine<S, string, string, string>,
  value: unknown,
): value is S {
  return machine.states.some((s) => s === value)
}
