import { closeRing, POLYGON_MAX_VERTICES, type RingPosition, wgs84ToGcj02 } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import {
  canAdd,
  canClose,
  type Draft,
  type DraftAction,
  type DraftState,
  draftReducer,
  EMPTY_DRAFT,
  initialDraftState,
  isDirty,
  savedDraft,
} from './draft'

const A: RingPosition = [121.46, 31.22]
const B: RingPosition = [121.48, 31.22]
const C: RingPosition = [121.48, 31.24]
const D: RingPosition = [121.46, 31.24]

const run = (state: DraftState, ...actions: DraftAction[]) => actions.reduce(draftReducer, state)
const add = (point: RingPosition): DraftAction => ({ type: 'add', point })
const loaded = (saved: Draft = EMPTY_DRAFT, shopId = 'shop-1') =>
  run(initialDraftState, { type: 'load', shopId, saved })

describe('the outline being drawn', () => {
  it('starts from what the server has, with nothing to undo', () => {
    const saved = { points: [A, B, C], closed: true }
    const state = loaded(saved)
    expect(state.draft).toEqual(saved)
    expect(state.past).toEqual([])
    expect(isDirty(state)).toBe(false)
  })

  it('adds points by clicks, a double click once, and undoes them one by one', () => {
    const state = run(loaded(), add(A), add(B), add(B), add(C))
    expect(state.draft).toEqual({ points: [A, B, C], closed: false })
    expect(isDirty(state)).toBe(true)
    const undone = run(state, { type: 'undo' }, { type: 'undo' })
    expect(undone.draft.points).toEqual([A])
    const all = run(undone, { type: 'undo' }, { type: 'undo' })
    expect(all.draft).toEqual(EMPTY_DRAFT)
    expect(isDirty(all)).toBe(false)
  })

  it('closes only an open outline of at least 3 distinct points; a closed one takes no more points', () => {
    expect(canClose(loaded().draft)).toBe(false)
    const two = run(loaded(), add(A), add(B))
    expect(run(two, { type: 'close' })).toBe(two)
    const three = run(two, add(C))
    expect(canClose(three.draft)).toBe(true)
    const closed = run(three, { type: 'close' })
    expect(closed.draft).toEqual({ points: [A, B, C], closed: true })
    expect(canAdd(closed.draft)).toBe(false)
    expect(run(closed, add(D))).toBe(closed)
    expect(run(closed, { type: 'close' })).toBe(closed)
    // undo reopens it
    expect(run(closed, { type: 'undo' }).draft).toEqual({ points: [A, B, C], closed: false })
  })

  it('stops taking points at the server’s maximum', () => {
    let state = loaded()
    for (let i = 0; i < POLYGON_MAX_VERTICES; i++)
      state = run(state, add([121 + i / 1000, 31 + (i % 2) / 1000]))
    expect(state.draft.points).toHaveLength(POLYGON_MAX_VERTICES)
    expect(canAdd(state.draft)).toBe(false)
    expect(run(state, add([122, 32]))).toBe(state)
  })

  it('moves a point (one undo step per drag), open or closed; a point that does not exist is ignored', () => {
    const closed = run(loaded(), add(A), add(B), add(C), { type: 'close' })
    const moved = run(closed, { type: 'move', index: 1, point: D })
    expect(moved.draft).toEqual({ points: [A, D, C], closed: true })
    expect(run(moved, { type: 'undo' }).draft).toEqual(closed.draft)
    expect(run(moved, { type: 'move', index: 3, point: B })).toBe(moved)
    expect(run(moved, { type: 'move', index: -1, point: B })).toBe(moved)
    // dropped where it was: nothing to undo
    expect(run(moved, { type: 'move', index: 1, point: D })).toBe(moved)
  })

  it('clear empties the drawing (undoable); back to saved restores the server’s outline', () => {
    const saved = { points: [A, B, C], closed: true }
    const state = loaded(saved)
    expect(run(state, { type: 'revert' })).toBe(state)
    const cleared = run(state, { type: 'clear' })
    expect(cleared.draft).toEqual(EMPTY_DRAFT)
    expect(isDirty(cleared)).toBe(true)
    expect(run(cleared, { type: 'clear' })).toBe(cleared)
    expect(run(cleared, { type: 'undo' }).draft).toEqual(saved)
    const redrawn = run(cleared, add(D), { type: 'revert' })
    expect(redrawn.draft).toEqual(saved)
    expect(isDirty(redrawn)).toBe(false)
  })

  it('undo with nothing to undo changes nothing', () => {
    const state = loaded()
    expect(run(state, { type: 'undo' })).toBe(state)
  })

  it('a refetch of the same area keeps the drawing; another shop or a newly saved area replaces it', () => {
    const saved = { points: [A, B, C], closed: true }
    const drawing = run(loaded(saved), { type: 'move', index: 0, point: D })
    expect(run(drawing, { type: 'load', shopId: 'shop-1', saved: { points: [A, B, C], closed: true } })).toBe(
      drawing,
    )
    const other = run(drawing, { type: 'load', shopId: 'shop-2', saved: EMPTY_DRAFT })
    expect(other).toEqual({ shopId: 'shop-2', saved: EMPTY_DRAFT, draft: EMPTY_DRAFT, past: [] })
    const afterSave = { points: [D, B, C], closed: true }
    const reloaded = run(drawing, { type: 'load', shopId: 'shop-1', saved: afterSave })
    expect(reloaded.draft).toEqual(afterSave)
    expect(reloaded.past).toEqual([])
    expect(isDirty(reloaded)).toBe(false)
  })
})

describe('the saved area as the map draws it', () => {
  const ring: RingPosition[] = [A, B, C]

  it('no polygon: nothing drawn (the radius decides)', () => {
    expect(savedDraft({ polygon: null }, 'gcj02')).toEqual(EMPTY_DRAFT)
  })

  it('the stored closed WGS-84 ring becomes the open list of points on the tiles, closed', () => {
    const stored = closeRing(ring)
    const onGcj = savedDraft({ polygon: { wgs84: stored, gcj02: [] } }, 'gcj02')
    expect(onGcj.closed).toBe(true)
    expect(onGcj.points).toEqual(
      ring.map((p) => {
        const g = wgs84ToGcj02({ lng: p[0], lat: p[1] })
        return [g.lng, g.lat]
      }),
    )
    expect(savedDraft({ polygon: { wgs84: stored, gcj02: [] } }, 'wgs84')).toEqual({
      points: ring,
      closed: true,
    })
  })
})
