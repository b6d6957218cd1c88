import { CATALOG_MAX_ROWS } from '@siam/contracts'
import { AppError } from './errors'

/**
 * Lists page as the specification says (section 7): pageNo is 1-based and -1 means all. Returns the
 * window to read (limit null = everything). pageNo 0 is refused as a field error, not run as a
 * negative offset.
 */
export function pageWindow(pageNo: number, pageSize: number): { limit: number | null; offset: number } {
  if (pageNo === -1) return { limit: null, offset: 0 }
  if (!Number.isSafeInteger(pageNo) || pageNo < 1) {
    throw new AppError('VALIDATION_FAILED', { fields: 'pageNo' }, { pageNo: 'invalid' })
  }
  return { limit: pageSize, offset: (pageNo - 1) * pageSize }
}

/**
 * A public catalogue list's window (contracts CatalogPaging, decision 0066): a page, never all, and
 * no deeper than CATALOG_MAX_ROWS. An offset reads every row before it: page 5,000 of a city's
 * dishes read half a million rows for an empty answer.
 */
export function catalogWindow(pageNo: number, pageSize: number): { limit: number; offset: number } {
  const { limit, offset } = pageWindow(pageNo, pageSize)
  if (limit === null || offset >= CATALOG_MAX_ROWS) {
    throw new AppError('VALIDATION_FAILED', { fields: 'pageNo' }, { pageNo: 'invalid' })
  }
  return { limit, offset }
}
