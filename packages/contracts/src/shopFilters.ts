/**
 * The shop filter values (spec 2), zod-free so that the apps can list them without bundling zod;
 * common.ts builds the zod enums from them.
 */
export const SHOP_TYPES = [
  'western',
  'asian',
  'halal',
  'buffet',
  'chain',
  'fast_food',
  'drink',
  'diet',
] as const
export const TASTES = ['spicy', 'mild', 'sweet', 'sour', 'savory', 'light'] as const
/** Near-me scope filter: how far to look. */
export const SCOPES = ['1km', '3km', '5km', 'all'] as const
