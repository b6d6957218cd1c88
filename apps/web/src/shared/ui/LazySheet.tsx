/**
 * The bottom sheet for screens of the first load (home and delivery tabs): its code comes with the
 * first opening, so it is not part of the first load's bundle budget. Render it only while open.
 */
import { type ComponentProps, lazy, Suspense } from 'react'
import type { Sheet } from './Sheet'

const Loaded = lazy(() => import('./Sheet').then((m) => ({ default: m.Sheet })))

export function LazySheet(props: ComponentProps<typeof Sheet>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}
