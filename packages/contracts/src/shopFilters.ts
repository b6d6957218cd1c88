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

/**
 * Cuisine types a shop chooses from (spec section 3: Chinese regional, foreign, fast food, coffee, tea,
 * bakery, dessert); labels are `menuAdmin:cuisine_<key>`. Shops seeded before the list keep their value.
 */
export const CUISINES = [
  'sichuan',
  'cantonese',
  'shanghainese',
  'hunan',
  'beijing',
  'dongbei',
  'xinjiang',
  'yunnan',
  'lanzhou',
  'hotpot',
  'dim_sum',
  'noodles',
  'dumplings',
  'japanese',
  'korean',
  'thai',
  'vietnamese',
  'indian',
  'middle_eastern',
  'italian',
  'french',
  'american',
  'mexican',
  'brazilian',
  'fast_food',
  'fried_chicken',
  'burgers',
  'pizza',
  'coffee',
  'tea',
  'juice',
  'bakery',
  'dessert',
  'salad',
  'healthy',
] as const
