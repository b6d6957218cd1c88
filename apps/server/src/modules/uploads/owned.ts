import type { Executor } from '../../db/client'
import { AppError } from '../../platform/errors'
import { ownedUploadUrls } from './uploads.repository'
import type { UploadOwnerType } from './uploads.tables'

/** Refuses (UPLOAD_NOT_OWNED) unless every URL is a photo this member (or staff member) uploaded. */
export async function requireOwnedUploads(
  ex: Executor,
  memberId: string,
  urls: readonly string[],
  ownerType: UploadOwnerType = 'member',
): Promise<void> {
  const owned = await ownedUploadUrls(ex, memberId, urls, ownerType)
  if (owned.length !== new Set(urls).size) throw new AppError('UPLOAD_NOT_OWNED')
}
