import type { ConsoleRoute } from '../../shared/routing'

/** Dish facts (issue 14): spice, diet, allergens of every dish of a shop, edited in a drawer. */
export const dietaryFactsRoute: ConsoleRoute = {
  id: 'dietary-facts',
  path: '/dietary-facts',
  navLabel: 'console:nav_dietary_facts',
  roles: ['merchant', 'platform'],
  lazy: () => import('./DietaryFactsPage'),
}
