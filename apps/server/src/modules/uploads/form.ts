import type { Readable } from 'node:stream'
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart'
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@siam/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../platform/errors'

/** A few small text fields next to the photos are tolerated (and ignored); anything more is refused. */
const MAX_FIELDS = 20

// busboy's limits; headerSize (bytes of one part's header block) is one the plugin's type leaves out.
const LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: MAX_FIELDS,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: UPLOAD_MAX_FILES + MAX_FIELDS,
  headerPairs: 20,
  headerSize: 8 * 1024,
}

/**
 * @fastify/multipart (busboy) options for the upload routes. Only parts named `file` are photos,
 * with or without a file name (a Blob sent by a client may have none); a part under any other
 * name is a text field, kept to `fieldSize` bytes and ignored. `files` is lowered per route.
 */
export const MULTIPART_OPTIONS: FastifyMultipartBaseOptions = {
  isPartAFile: (fieldName) => fieldName === UPLOAD_FIELD,
  throwFileSizeLimit: true,
  limits: LIMITS,
}

/** The refusal of a photo (or a declared body) over the size limit. */
export const tooLarge = () => new AppError('UPLOAD_TOO_LARGE', { maxMb: UPLOAD_MAX_BYTES / (1024 * 1024) })

/**
 * The photos of a multipart request, each read whole into memory (at most UPLOAD_MAX_BYTES), one
 * at a time as they arrive, so the caller's work paces the reading. The plugin's errors become the
 * module's translated refusals: too many photos, a photo over the limit, a broken body.
 */
export async function* photosIn(request: FastifyRequest, maxFiles: number): AsyncGenerator<Buffer> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_NO_FILE')
  const parts = request.parts({ limits: { files: maxFiles } })
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw refusal(error, maxFiles)
      })
      if (next.done) return
      if (next.value.type === 'file') yield await contentOf(next.value, request.raw)
    }
  } finally {
    await parts.return?.()
  }
}

async function contentOf(part: MultipartFile, body: Readable): Promise<Buffer> {
  const { file } = part
  // At the limit busboy stops handing over bytes but would go on reading (and dropping) the rest
  // of the request. Unpiping the body there and then stops the reading at once (the answer then
  // closes the connection); ending the file stream makes the loop below fail.
  file.once('limit', () => {
    body.unpipe()
    file.destroy(tooLarge())
  })
  const chunks: Buffer[] = []
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer)
  } catch (error) {
    throw refusal(error, 0)
  }
  if (file.truncated) throw tooLarge()
  return Buffer.concat(chunks)
}

/** The module's refusal for an error of the plugin or of busboy (malformed or cut-off bodies). */
function refusal(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_TOO_MANY', { max: maxFiles })
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  // Too many fields or parts, a part named __proto__, a body cut off or without a boundary.
  const refused = new AppError('BAD_REQUEST')
  refused.cause = error
  return refused
}
