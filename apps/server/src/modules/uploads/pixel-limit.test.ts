import { crc32, deflateSync } from 'node:zlib'
import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMember, type TestMember } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { solid, uploadParts } from './test-support'
import { uploads } from './uploads.tables'

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A black 1-bit PNG of width x height: 100 Mpx compress to about 12 KB (a decompression bomb). */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(1, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height) // filter 0, all pixels 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Issue 10.4: photos are capped at 40 Mpx, read from the header before anything is decoded. */
describe('upload pixel limit', () => {
  const t = useApiTestApp()
  let member: TestMember
  beforeAll(async () => {
    member = await createMember(t)
  })

  it('refuses a 100-Mpx PNG of a few KB with a clear message, storing nothing', async () => {
    const bomb = blackPng(10_000, 10_000)
    expect(bomb.length).toBeLessThan(64 * 1024)
    const before = (await t.db.select({ n: count() }).from(uploads))[0]?.n
    const answer = await uploadParts(t, member.token, [{ data: bomb }])
    expect(answer).toMatchObject({ status: 413, errorKey: 'UPLOAD_TOO_MANY_PIXELS' })
    expect(answer.message).toBe('Upload failed: the photo is too large (40 megapixels at most).')
    expect((await t.db.select({ n: count() }).from(uploads))[0]?.n).toBe(before)
  })

  it('refuses the bomb in a multiple upload too, and still takes an ordinary photo', async () => {
    const answer = await uploadParts(t, member.token, [{ data: blackPng(8_000, 6_000) }], { multiple: true })
    expect(answer.errorKey).toBe('UPLOAD_TOO_MANY_PIXELS')
    const ok = await uploadParts(t, member.token, [{ data: await solid('png', 640, 480) }])
    expect(ok.success).toBe(true)
  })
})
