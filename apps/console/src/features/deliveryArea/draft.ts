/**
 * The outline being drawn, as a reducer with undo (pure, so it is tested without a map). Points are
 * in the map's system; `closed` says the merchant finished the outline (clicking its first point or
 * "Close outline"); a closed outline takes no more points but its points can still be dragged.
 */
import type { DeliveryArea } from '@siam/contracts'
import { type CoordSystem, POLYGON_MAX_VERTICES, type RingPosition, ringVertices } from '@siam/domain'
import { ringToTiles } from './tiles'

export interface Draft {
  points: readonly RingPosition[]
  closed: boolean
}

export interface DraftState {
  /** The shop the draft belongs to. */
  shopId: string | null
  /** What the server has (no points = the radius decides). */
  saved: Draft
  draft: Draft
  /** Earlier drafts, newest last, for undo. */
  past: Draft[]
}

export type DraftAction =
  | { type: 'load'; shopId: string; saved: Draft }
  | { type: 'add'; point: RingPosition }
  | { type: 'move'; index: number; point: RingPosition }
  | { type: 'close' }
  | { type: 'undo' }
  | { type: 'clear' }
  | { type: 'revert' }

export const EMPTY_DRAFT: Draft = Object.freeze({ points: [], closed: false })

export const initialDraftState: DraftState = {
  shopId: null,
  saved: EMPTY_DRAFT,
  draft: EMPTY_DRAFT,
  past: [],
}

/** Enough undo for any outline a person draws by hand. */
const HISTORY = 400

const samePoint = (a: RingPosition | undefined, b: RingPosition | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]

function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.closed === b.closed &&
    a.points.length === b.points.length &&
    a.points.every((p, i) => samePoint(p, b.points[i]))
  )
}

/** What the server stored, as the map draws it: the WGS-84 ring in the tiles' system, closed. */
export function savedDraft(area: Pick<DeliveryArea, 'polygon'>, system: CoordSystem): Draft {
  if (!area.polygon) return EMPTY_DRAFT
  return { points: ringVertices(ringToTiles(area.polygon.wgs84, system)), closed: true }
}

/** Whether the draft differs from what is saved. */
export function isDirty(state: DraftState): boolean {
  return !sameDraft(state.draft, state.saved)
}

/** Whether a click on the map would add a point. */
export function canAdd(draft: Draft): boolean {
  return !draft.closed && draft.points.length < POLYGON_MAX_VERTICES
}

/** Whether the outline can be closed: an open ring of at least a triangle. */
export function canClose(draft: Draft): boolean {
  return !draft.closed && ringVertices(draft.points).length >= 3
}

function change(state: DraftState, draft: Draft): DraftState {
  return { ...state, draft, past: [...state.past.slice(-(HISTORY - 1)), state.draft] }
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'load':
      // The same shop answering the same area again (a refetch) keeps the merchant's drawing.
      if (state.shopId === action.shopId && sameDraft(state.saved, action.saved)) return state
      return { shopId: action.shopId, saved: action.saved, draft: action.saved, past: [] }
    case 'add': {
      const { draft } = state
      // A double click lands twice on the same spot: one point.
      if (!canAdd(draft) || samePoint(draft.points[draft.points.length - 1], action.point)) return state
      return change(state, { points: [...draft.points, action.point], closed: false })
    }
    case 'move': {
      const { points, closed } = state.draft
      if (action.index < 0 || action.index >= points.length || samePoint(points[action.index], action.point))
        return state
      return change(state, { points: points.map((p, i) => (i === action.index ? action.point : p)), closed })
    }
    case 'close':
      return canClose(state.draft) ? change(state, { points: state.draft.points, closed: true }) : state
    case 'undo': {
      const previous = state.past[state.past.length - 1]
      return previous ? { ...state, draft: previous, past: state.past.slice(0, -1) } : state
    }
    case 'clear':
      return state.draft.points.length === 0 && !state.draft.closed ? state : change(state, EMPTY_DRAFT)
    case 'revert':
      return sameDraft(state.draft, state.saved) ? state : change(state, state.saved)
  }
}
