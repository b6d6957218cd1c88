import { UPLOAD_MAX_MEGAPIXELS, UPLOAD_MAX_SIDE, type UploadedImage } from '@siam/contracts'
import { AppError } from '../../platform/errors'

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'heic'

/** HEIF brands of HEVC-coded stills (iPhone photos) and the generic HEIF brands; AVIF is not accepted. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'])

/**
 * What the bytes are, by their signature (magic bytes); the file name and the declared type are
 * never trusted. Null for anything that is not one of the four accepted formats.
 */
export function detectFormat(data: Buffer): SourceFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  // ISO base media: [size]["ftyp"][major brand][minor version][compatible brands...]
  if (data.length >= 16 && data.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 4096)
    const major = data.toString('latin1', 8, 12)
    if (major === 'avif' || major === 'avis') return null
    const brands = [major]
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(data.toString('latin1', at, at + 4))
    if (brands.includes('avif')) return null
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic'
  }
  return null
}

export interface ProcessedImage {
  data: Buffer
  contentType: UploadedImage['contentType']
  extension: 'jpg' | 'png' | 'webp'
  width: number
  height: number
}

/** What each stored format is served as, and the extension its key ends in. */
const STORED_FORMATS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, Pick<ProcessedImage, 'contentType' | 'extension'>>

/** A stored object's content type by its key's extension (for serving local storage). */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(STORED_FORMATS).map((f) => [f.extension, f.contentType]),
)

type Sharp = typeof import('sharp')['default']
let sharpModule: Promise<Sharp> | null = null
/** sharp (native) is loaded on the first upload, not at start-up. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default)
  return sharpModule
}

/** Decompression bombs: a small file that decodes to many pixels is refused before decoding. */
const MAX_INPUT_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000

/**
 * Re-encodes a photo: turned upright by its EXIF orientation, scaled down to at most
 * UPLOAD_MAX_SIDE on the longer side, written again without any metadata (no EXIF, GPS, XMP, ICC:
 * sharp keeps none unless asked). PNG stays PNG (transparency), WebP stays WebP, JPEG and HEIC
 * become JPEG.
 */
export async function processImage(data: Buffer, format: SourceFormat): Promise<ProcessedImage> {
  const sharp = await loadSharp()
  const out = format === 'png' ? 'png' : format === 'webp' ? 'webp' : 'jpeg'
  // The header says how big the picture is: too many pixels is refused without decoding anything.
  const header = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (header?.width && header.height && header.width * header.height > MAX_INPUT_PIXELS) {
    throw new AppError('UPLOAD_TOO_MANY_PIXELS', { maxMegapixels: UPLOAD_MAX_MEGAPIXELS })
  }
  try {
    let pipeline = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    pipeline =
      out === 'png'
        ? pipeline.png({ compressionLevel: 8 })
        : out === 'webp'
          ? pipeline.webp({ quality: 82 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true })
    const { data: encoded, info } = await pipeline.toBuffer({ resolveWithObject: true })
    return {
      data: encoded,
      ...STORED_FORMATS[out],
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    // The prebuilt sharp decodes HEIF only with AV1 inside; iPhone HEIC (HEVC inside) fails here.
    const refusal = new AppError(format === 'heic' ? 'UPLOAD_HEIC_UNSUPPORTED' : 'UPLOAD_UNREADABLE')
    refusal.cause = error
    throw refusal
  }
}
