import { describe, expect, it } from 'vitest'
import {
  availableEvents,
  defineMachine,
  type EventOf,
  findMove,
  isFinalState,
  isStateOf,
  nextState,
  type StateOf,
  sourcesOf,
} from './machine'

/** A door: small enough to read at a glance, with kinds (a garage door cannot be locked). */
const door = defineMachine({
  name: 'door',
  states: ['open', 'closed', 'locked', 'gone'],
  actors: ['owner', 'guest'],
  kinds: ['house', 'garage'],
  moves: [
    { event: 'close', from: ['open'], to: 'closed', actors: ['owner', 'guest'] },
    { event: 'open', from: ['closed'], to: 'open', actors: ['owner', 'guest'] },
    { event: 'lock', from: ['closed'], to: 'locked', actors: ['owner'], kinds: ['house'] },
    { event: 'unlock', from: ['locked'], to: 'closed', actors: ['owner'] },
    { event: 'remove', from: ['open', 'closed'], to: 'gone', actors: ['owner'] },
  ],
})

const light = defineMachine({
  name: 'light',
  states: [0, 1],
  actors: ['anyone'],
  moves: [
    { event: 'switch_on', from: [0], to: 1, actors: ['anyone'] },
    { event: 'switch_off', from: [1], to: 0, actors: ['anyone'] },
  ],
})

describe('defineMachine', () => {
  it('derives literal types from the table', () => {
    const state: StateOf<typeof door> = 'locked'
    const event: EventOf<typeof door> = 'unlock'
    // @ts-expect-error not a state of the door
    const wrongState: StateOf<typeof door> = 'ajar'
    // @ts-expect-error not an event of the door
    const wrongEvent: EventOf<typeof door> = 'slam'
    const numeric: StateOf<typeof light> = 1
    // @ts-expect-error numeric states are literals, not any number
    const wrongNumeric: StateOf<typeof light> = 2
    expect([state, event, wrongState, wrongEvent, numeric, wrongNumeric]).toHaveLength(6)
  })

  it('refuses a move naming an unlisted state or actor', () => {
    expect(() =>
      defineMachine({
        name: 'broken',
        states: ['a', 'b'],
        actors: ['x'],
        // @ts-expect-error 'c' is not a listed state
        moves: [{ event: 'go', from: ['a'], to: 'c', actors: ['x'] }],
      }),
    ).toThrow('machine broken: go names the unknown state c')
    expect(() =>
      defineMachine({
        name: 'broken',
        states: ['a', 'b'],
        actors: ['x'],
        // @ts-expect-error 'y' is not a listed actor
        moves: [{ event: 'go', from: ['a'], to: 'b', actors: ['y'] }],
      }),
    ).toThrow('machine broken: go names the unknown actor y')
  })

  it('refuses two moves that would answer the same question', () => {
    expect(() =>
      defineMachine({
        name: 'ambiguous',
        states: ['a', 'b', 'c'],
        actors: ['x', 'y'],
        moves: [
          { event: 'go', from: ['a'], to: 'b', actors: ['x', 'y'] },
          { event: 'go', from: ['a', 'c'], to: 'c', actors: ['y'] },
        ],
      }),
    ).toThrow('machine ambiguous: two moves for go overlap')
  })

  it('accepts moves for one event that differ by state, actor or kind', () => {
    const split = defineMachine({
      name: 'split',
      states: ['a', 'b', 'c'],
      actors: ['x', 'y'],
      kinds: ['k1', 'k2'],
      moves: [
        { event: 'go', from: ['a'], to: 'b', actors: ['x'] },
        { event: 'go', from: ['a'], to: 'c', actors: ['y'], kinds: ['k1'] },
        { event: 'go', from: ['a'], to: 'b', actors: ['y'], kinds: ['k2'] },
        { event: 'go', from: ['b'], to: 'c', actors: ['x'] },
      ],
    })
    expect(nextState(split, 'a', 'go', 'y', 'k1')).toBe('c')
    expect(nextState(split, 'a', 'go', 'y', 'k2')).toBe('b')
  })

  it('freezes the table', () => {
    expect(Object.isFrozen(door)).toBe(true)
    expect(Object.isFrozen(door.moves)).toBe(true)
    expect(door.moves.every((m) => Object.isFrozen(m))).toBe(true)
  })
})

describe('findMove and nextState', () => {
  it('answer with the move and where it leads', () => {
    expect(findMove(door, 'open', 'close', 'guest', 'garage')).toEqual(door.moves[0])
    expect(nextState(door, 'closed', 'lock', 'owner', 'house')).toBe('locked')
    expect(nextState(light, 0, 'switch_on', 'anyone')).toBe(1)
  })

  it('refuse a wrong state, actor or kind', () => {
    expect(nextState(door, 'open', 'lock', 'owner', 'house')).toBeNull()
    expect(nextState(door, 'closed', 'lock', 'guest', 'house')).toBeNull()
    expect(nextState(door, 'closed', 'lock', 'owner', 'garage')).toBeNull()
    expect(nextState(light, 1, 'switch_on', 'anyone')).toBeNull()
  })

  it('are typed by the machine', () => {
    // @ts-expect-error a machine with kinds needs the subject's kind
    expect(nextState(door, 'closed', 'open', 'owner')).toBe('open')
    // @ts-expect-error a machine without kinds takes none
    expect(nextState(light, 0, 'switch_on', 'anyone', 'house')).toBe(1)
    // @ts-expect-error 'ajar' is not a state of the door
    expect(nextState(door, 'ajar', 'open', 'owner', 'house')).toBeNull()
    // @ts-expect-error 'burglar' is not an actor of the door
    expect(nextState(door, 'closed', 'open', 'burglar', 'house')).toBeNull()
  })
})

describe('availableEvents', () => {
  it('lists what an actor may do now, in table order', () => {
    expect(availableEvents(door, 'closed', 'owner', 'house')).toEqual(['open', 'lock', 'remove'])
    expect(availableEvents(door, 'closed', 'owner', 'garage')).toEqual(['open', 'remove'])
    expect(availableEvents(door, 'closed', 'guest', 'house')).toEqual(['open'])
    expect(availableEvents(door, 'gone', 'owner', 'house')).toEqual([])
  })
})

describe('sourcesOf', () => {
  it('lists the states an event leaves for an actor and kind', () => {
    expect(sourcesOf(door, 'remove', 'owner', 'house')).toEqual(['open', 'closed'])
    expect(sourcesOf(door, 'remove', 'guest', 'house')).toEqual([])
    expect(sourcesOf(door, 'lock', 'owner', 'garage')).toEqual([])
    expect(sourcesOf(light, 'switch_off', 'anyone')).toEqual([1])
  })
})

describe('isFinalState and isStateOf', () => {
  it('a state no move leaves is final', () => {
    expect(door.states.filter((s) => isFinalState(door, s))).toEqual(['gone'])
  })

  it('narrows untrusted values to the machine states', () => {
    expect(isStateOf(door, 'locked')).toBe(true)
    expect(isStateOf(door, 'ajar')).toBe(false)
    expect(isStateOf(light, 1)).toBe(true)
    expect(isStateOf(light, '1')).toBe(false)
    expect(isStateOf(light, null)).toBe(false)
  })
})
