import { NotFound } from '../shared/ui/NotFound'

export function Component() {
  return <NotFound />
}
