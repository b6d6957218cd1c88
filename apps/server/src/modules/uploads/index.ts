import multipart from '@fastify/multipart'
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_PATHS,
  type UploadedImage,
  type UploadedImages,
} from '@siam/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LOCAL_UPLOADS_PREFIX, STORAGE_KEY } from '../../adapters/storage/storage'
import { tokenFrom } from '../../platform/actor'
import { AppError } from '../../platform/errors'
import { API_PREFIX, envelope } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createRateLimiter } from '../../platform/rate-limit'
import { MULTIPART_OPTIONS, photosIn, tooLarge } from './form'
import { CONTENT_TYPE_BY_EXTENSION, type ProcessedImage } from './image'
import type { UploadOwner } from './uploads.repository'
import { createUploadsService } from './uploads.service'

export { requireOwnedUploads } from './owned'
export { ownedUploadUrls } from './uploads.repository'

/** Room for the multipart framing and a few small text fields around the photos. */
const FRAMING_BYTES = 64 * 1024

/**
 * Photo uploads (spec 7 upload helper): multipart POSTs with the photo in field `file`, for a
 * signed-in member (or staff member), rate-limited per person. Local storage is served back here
 * under /siam-server/uploads/<key> with year-long cache headers (objects never change).
 */
export const uploadsModule = defineModule({ name: 'uploads', register: registerUploads })

function registerUploads({ app, deps }: ModuleContext): void {
  const { storage } = deps
  const service = createUploadsService({ db: deps.db, clock: deps.clock, storage, log: app.log })
  const rateLimit = createRateLimiter(deps.db, deps.clock, deps.config.UPLOAD_RATE_LIMIT_PER_MINUTE)

  async function ownerOf(request: FastifyRequest): Promise<UploadOwner> {
    const token = tokenFrom(request.headers.authorization)
    const actor = token ? await deps.http.resolveActor(token) : null
    if (!actor) throw new AppError('NOT_LOGGED_IN')
    return actor.type === 'member'
      ? { type: 'member', id: actor.memberId }
      : { type: 'staff', id: actor.staffId }
  }

  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    maxFiles: number,
  ): Promise<UploadedImage[]> {
    try {
      const owner = await ownerOf(request)
      await rateLimit(`upload:${owner.type}:${owner.id}`)
      // A declared length beyond what could be accepted is refused before reading a byte.
      const declared = Number(request.headers['content-length'] ?? Number.NaN)
      if (declared > maxFiles * UPLOAD_MAX_BYTES + FRAMING_BYTES) {
        throw tooLarge()
      }
      // Each photo is checked and re-encoded as it arrives; nothing is stored before all are good.
      const images: ProcessedImage[] = []
      for await (const data of photosIn(request, maxFiles)) images.push(await service.prepare(data))
      return await service.save(owner, images)
    } catch (error) {
      // Refused before the body was read to its end: the connection closes after the answer
      // instead of the server reading (or the socket waiting on) the rest of the upload.
      if (!request.raw.readableEnded) void reply.header('connection', 'close')
      throw error
    }
  }

  // Multipart bodies are parsed (streamed, with limits) only in this scope, only for these routes;
  // every other route keeps Fastify's JSON parser and refuses multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS)
    scope.post(`${API_PREFIX}/${UPLOAD_PATHS.single}`, async (request, reply) => {
      const [image] = await receive(request, reply, 1)
      return reply.send(envelope<UploadedImage>(image as UploadedImage))
    })
    scope.post(`${API_PREFIX}/${UPLOAD_PATHS.multiple}`, async (request, reply) => {
      const records = await receive(request, reply, UPLOAD_MAX_FILES)
      return reply.send(envelope<UploadedImages>({ records }))
    })
  })

  const read = storage.read?.bind(storage)
  if (read) {
    app.get(`${LOCAL_UPLOADS_PREFIX}:key`, async (request, reply) => {
      const { key } = request.params as { key: string }
      const object = STORAGE_KEY.test(key) ? await read(key) : null
      if (!object) throw new AppError('NOT_FOUND')
      return reply
        .header(
          'content-type',
          CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        )
        .header('content-length', object.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.stream)
    })
  }
}
