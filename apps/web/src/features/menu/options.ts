/** The option sheet's rules: defaults, toggling, what is still missing, and the live unit price. */
import type { Goods } from '@siam/contracts'
import { unitPriceFen } from '@siam/domain'

type Group = Goods['optionGroups'][number]
/** Chosen option ids per group id. */
export type Selection = Record<string, string[]>

/** Required single-choice groups start on their first option; everything else starts empty. */
export function defaultSelection(groups: readonly Group[]): Selection {
  const sel: Selection = {}
  for (const g of groups) {
    const first = g.options[0]
    sel[g.id] = g.required && !g.multiple && first ? [first.id] : []
  }
  return sel
}

/**
 * Single choice: picks the option (tapping the chosen one again clears an optional group, never a required
 * one). Multiple choice: toggles the option.
 */
export function toggleOption(
  groups: readonly Group[],
  sel: Selection,
  groupId: string,
  optionId: string,
): Selection {
  const group = groups.find((g) => g.id === groupId)
  if (!group?.options.some((o) => o.id === optionId)) return sel
  const current = sel[groupId] ?? []
  let next: string[]
  if (group.multiple) {
    next = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId]
  } else if (current.includes(optionId)) {
    next = group.required ? current : []
  } else {
    next = [optionId]
  }
  return { ...sel, [groupId]: next }
}

/** Chosen ids in menu order (groups, then options), as the cart and the order draft take them. */
export function selectedOptionIds(groups: readonly Group[], sel: Selection): string[] {
  const ids: string[] = []
  for (const g of groups) {
    const chosen = sel[g.id] ?? []
    for (const o of g.options) if (chosen.includes(o.id)) ids.push(o.id)
  }
  return ids
}

/** Required groups with nothing chosen yet (the add button stays disabled until this is empty). */
export function missingRequired(groups: readonly Group[], sel: Selection): Group[] {
  return groups.filter((g) => g.required && (sel[g.id] ?? []).length === 0)
}

/** Dish price plus the chosen options' prices, with the domain's exact fen arithmetic. */
export function selectionUnitPrice(
  goods: Pick<Goods, 'priceFen' | 'optionGroups'>,
  optionIds: readonly string[],
): number {
  const prices = goods.optionGroups
    .flatMap((g) => g.options)
    .filter((o) => optionIds.includes(o.id))
    .map((o) => o.priceFen)
  return unitPriceFen({ basePriceFen: goods.priceFen, optionPricesFen: prices })
}

/** Whether the visitor must choose before adding (a required group with choices): the menu opens the sheet. */
export function hasRequiredOptions(goods: Pick<Goods, 'optionGroups'>): boolean {
  return goods.optionGroups.some((g) => g.required && g.options.length > 0)
}
