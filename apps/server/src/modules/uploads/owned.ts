import type { Executor } from '../../db/client'
import { AppError } from '../../platform/errors'
import { ownedUploadUrls } from './uploads.repository'

/** Refuses (UPLOAD_NOT_OWNED) unless every URL is a photo this member uploaded. */
export async function requireOwnedUploads(
  ex: Executor,
  memberId: string,
  urls: readonly string[],
): Promise<void> {
  const owned = await ownedUploadUrls(ex, memberId, urls)
  if (owned.length !== new Set(urls).size) throw new AppError('UPLOAD_NOT_OWNED')
}
