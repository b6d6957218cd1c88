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
