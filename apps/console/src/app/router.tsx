/**
 * Hash routes under /console/ (`#/refunds`), one per page of the route list this staff member has.
 * The board is kept mounted by the layout, so its route draws nothing itself; every other page is a lazy
 * module exporting `Component` (react-router's lazy convention).
 */
import { createHashRouter, Navigate, type RouteObject } from 'react-router'
import type { Staff } from '../shared/api/staff'
import { type ConsoleRoute, isKeptMounted } from '../shared/routing'
import { LoadingScreen, RootLayout } from './RootLayout'
import { RouteError } from './RouteError'
import { homeRoute, routesFor } from './routes'

function pageRoute(route: ConsoleRoute): RouteObject {
  const where = route.path === homeRoute.path ? { index: true as const } : { path: route.path }
  return isKeptMounted(route)
    ? { ...where, id: route.id, element: null }
    : { ...where, id: route.id, lazy: route.lazy }
}

function routeObjects(staff: Pick<Staff, 'role'>): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // shown while the first page's lazy module loads
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        ...routesFor(staff).map(pageRoute),
        // an unknown address, or a page of the other role, lands on the board (as it always has)
        { path: '*', element: <Navigate to={homeRoute.path} replace /> },
      ],
    },
  ]
}

export function createConsoleRouter(staff: Pick<Staff, 'role'>) {
  return createHashRouter(routeObjects(staff))
}
