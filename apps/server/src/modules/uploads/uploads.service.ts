import { randomBytes } from 'node:crypto'
import type { UploadedImage } from '@siam/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { detectFormat, type ProcessedImage, processImage } from './image'
import { insertUploads, type UploadOwner, type UploadRow } from './uploads.repository'

function toUploadedImage(row: UploadRow): UploadedImage {
  return {
    id: row.id,
    url: row.url,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
  }
}

/**
 * Checks and re-encodes each photo as it arrives, then stores them all and records them in one
 * transaction. All or nothing: a bad photo, a storage failure or a database failure leaves no
 * object and no row behind (objects already written are removed again).
 */
export function createUploadsService(deps: {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
}) {
  const { db, clock, storage, log } = deps

  /** One photo's bytes, judged by their signature and re-encoded. */
  async function prepare(data: Buffer): Promise<ProcessedImage> {
    if (data.length === 0) throw new AppError('UPLOAD_NO_FILE')
    const format = detectFormat(data)
    if (!format) throw new AppError('UPLOAD_UNSUPPORTED')
    return processImage(data, format)
  }

  async function save(owner: UploadOwner, images: ProcessedImage[]): Promise<UploadedImage[]> {
    if (images.length === 0) throw new AppError('UPLOAD_NO_FILE')
    const keys: string[] = []
    const undo = async () => {
      for (const key of keys) {
        await storage
          .remove(key)
          .catch((error) => log.error({ err: error, key }, 'upload left behind in storage'))
      }
    }
    try {
      for (const image of images) {
        const key = `${randomBytes(16).toString('hex')}.${image.extension}`
        keys.push(key)
        await storage.put(key, image.data, image.contentType)
      }
    } catch (error) {
      await undo()
      const failure = new AppError('UPLOAD_STORAGE_FAILED')
      failure.cause = error
      log.warn({ err: error }, 'photo storage failed')
      throw failure
    }
    try {
      const now = clock.now()
      const rows = await db.transaction((tx) =>
        insertUploads(
          tx,
          images.map((image, i) => {
            const key = keys[i] as string
            return {
              id: newId(),
              ownerType: owner.type,
              ownerId: owner.id,
              storageKey: key,
              url: storage.urlOf(key),
              contentType: image.contentType,
              bytes: image.data.length,
              width: image.width,
              height: image.height,
              createdAt: now,
            }
          }),
        ),
      )
      // Answer in the order the photos were sent.
      const byKey = new Map(rows.map((r) => [r.storageKey, r]))
      return keys.map((key) => toUploadedImage(byKey.get(key) as UploadRow))
    } catch (error) {
      await undo()
      throw error
    }
  }

  return { prepare, save }
}
