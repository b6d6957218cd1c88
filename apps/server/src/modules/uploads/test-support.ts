import { randomBytes } from 'node:crypto'
import type { Envelope } from '@siam/contracts'
import { UPLOAD_PATHS, type UploadedImage } from '@siam/contracts'
import sharp from 'sharp'
import { newId } from '../../platform/ids'
import type { TestApp } from '../../test/harness'
import { uploads } from './uploads.tables'

/** Helpers for tests that upload photos (only tests import this file). */
export interface FilePart {
  name?: string
  filename?: string
  contentType?: string
  data: Buffer | string
}

export function multipartBody(parts: FilePart[], boundary = `----siam${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const name = part.name ?? 'file'
    const disposition =
      part.filename === undefined
        ? `form-data; name="${name}"`
        : `form-data; name="${name}"; filename="${part.filename}"`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export async function uploadParts<T = UploadedImage>(
  t: TestApp,
  token: string | null,
  parts: FilePart[],
  opts: { multiple?: boolean; headers?: Record<string, string> } = {},
): Promise<Envelope<T> & { status: number }> {
  const { payload, contentType } = multipartBody(parts)
  const response = await t.app.inject({
    method: 'POST',
    url: `/siam-server/rest/${opts.multiple ? UPLOAD_PATHS.multiple : UPLOAD_PATHS.single}`,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}), ...opts.headers },
    payload,
  })
  return { ...(response.json() as Envelope<T>), status: response.statusCode }
}

/** A photo as a phone takes it: JPEG with camera EXIF, GPS coordinates and (optionally) an orientation. */
export function jpegWithGps(width = 400, height = 200, orientation?: number): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c8102e' } }).jpeg({ quality: 90 })
  if (orientation) image = image.withMetadata({ orientation })
  return image
    .withExif({
      IFD0: { Make: 'SiamTestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 13/1 48/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 25/1',
      },
    })
    .toBuffer()
}

export function solid(format: 'png' | 'webp' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 76, b: 160, alpha: 0.5 } },
  })
  return (format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.jpeg()).toBuffer()
}

/** Whether an EXIF block names a GPS IFD (tag 0x8825), in its byte order. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.indexOf('II*\0') !== -1 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*')
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II'
  return exif.includes(little ? Buffer.from([0x25, 0x88]) : Buffer.from([0x88, 0x25]))
}

/**
 * HEIF files for the HEIC paths. sharp's prebuilt libheif encodes only AV1, so both are made from an
 * AVIF: `av1InHeic` relabels the brands as generic HEIF (mif1; AV1 inside, which this build can
 * decode), `hevcHeic` also relabels the coded item as HEVC (`hvc1`/`hvcC`), as in an iPhone photo,
 * which this build cannot decode.
 */
export async function heifSamples(): Promise<{ av1InHeic: Buffer; hevcHeic: Buffer }> {
  const avif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#0a0' } })
    .avif()
    .toBuffer()
  const relabel = (input: Buffer, from: string, to: string) => {
    const out = Buffer.from(input)
    for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + 4)) out.write(to, at, 'latin1')
    return out
  }
  const av1InHeic = relabel(avif, 'avif', 'mif1')
  const hevcHeic = relabel(relabel(relabel(av1InHeic, 'av01', 'hvc1'), 'av1C', 'hvcC'), 'mif1', 'heic')
  return { av1InHeic, hevcHeic }
}

/** Records photos at these URLs as uploaded by a member (without storing any bytes). */
export async function recordMemberUploads(t: TestApp, memberId: string, urls: string[]): Promise<void> {
  await t.db.insert(uploads).values(
    urls.map((url) => ({
      id: newId(),
      ownerType: 'member' as const,
      ownerId: memberId,
      storageKey: `test-${newId()}`,
      url,
      contentType: 'image/webp' as const,
      bytes: 1,
      width: 1,
      height: 1,
    })),
  )
}
