import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { UPLOAD_MAX_BYTES, UPLOAD_PATHS, type UploadedImage, type UploadedImages } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeS3 } from '../../adapters/storage/fake-s3-server'
import { createLocalStorage } from '../../adapters/storage/local-storage'
import type { Storage } from '../../adapters/storage/storage'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { createFixtureShop, createMember, createMerchant } from '../../test/fixtures'
import type { TestApp } from '../../test/harness'
import { createApiTestApp, useApiTestApp } from '../../test/suite'
import { ownedUploadUrls, requireOwnedUploads } from '.'
import { exifHasGps, heifSamples, jpegWithGps, multipartBody, solid, uploadParts } from './test-support'
import { uploads } from './uploads.tables'

const RATE_LIMIT = 8

describe('photo uploads (local storage)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'siam-uploads-'))
  })
  const t = useApiTestApp({
    deps: () => ({
      config: testConfig({
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        UPLOAD_DIR: dir,
        UPLOAD_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      }),
    }),
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  const rows = async () => Number((await t.db.select({ n: count() }).from(uploads))[0]?.n)
  const files = async () => (await readdir(dir).catch(() => [] as string[])).sort()
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  /** Runs a refused upload and checks it left nothing behind: no row, no file. */
  async function refusedWithoutTrace<R extends { success: boolean; status: number }>(
    run: () => Promise<R>,
  ): Promise<R> {
    const [rowsBefore, filesBefore] = [await rows(), await files()]
    const result = await run()
    expect(result.success).toBe(false)
    expect(await rows()).toBe(rowsBefore)
    expect(await files()).toEqual(filesBefore)
    return result
  }

  it('stores a phone JPEG upright, without its EXIF and GPS, and serves it with long cache headers', async () => {
    const m = await createMember(t)
    const original = await jpegWithGps(400, 200, 6)
    const before = await sharp(original).metadata()
    expect(before.exif && exifHasGps(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)

    const res = await uploadParts(t, m.token, [
      { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: original },
    ])
    expect(res).toMatchObject({ success: true, status: 200, code: 200 })
    const image = res.data as UploadedImage
    // orientation 6 = rotate 90°: the stored photo is upright, 200 wide and 400 high
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 200, height: 400 })
    expect(image.url).toMatch(/^\/siam-server\/uploads\/[0-9a-f]{32}\.jpg$/)

    const served = await get(image.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const stored = served.rawPayload
    expect(stored.length).toBe(image.bytes)
    expect(await readFile(join(dir, image.url.split('/').at(-1) as string))).toEqual(stored)
    const after = await sharp(stored).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(stored.includes('SiamTestCam')).toBe(false)
    expect(stored.includes('Exif\0\0')).toBe(false)

    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, image.id))
    expect(row).toMatchObject({
      ownerType: 'member',
      ownerId: m.memberId,
      url: image.url,
      contentType: 'image/jpeg',
      bytes: stored.length,
      width: 200,
      height: 400,
    })
    expect(row?.storageKey).toBe(image.url.split('/').at(-1))
  })

  it('scales a 4000 px photo down to 2048 px on the longer side and leaves small ones alone', async () => {
    const m = await createMember(t)
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer()
    const res = await uploadParts(t, m.token, [{ filename: 'big.jpg', data: big }])
    expect(res.data).toMatchObject({ width: 2048, height: 1536 })
    const meta = await sharp((await get((res.data as UploadedImage).url)).rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([2048, 1536])

    const tall = await sharp({ create: { width: 1000, height: 5000, channels: 3, background: '#345' } })
      .png()
      .toBuffer()
    expect((await uploadParts(t, m.token, [{ filename: 'tall.png', data: tall }])).data).toMatchObject({
      width: 410,
      height: 2048,
    })
    const small = await solid('jpeg', 300, 120)
    expect((await uploadParts(t, m.token, [{ data: small }])).data).toMatchObject({ width: 300, height: 120 })
  })

  it('keeps PNG as PNG and WebP as WebP, deciding by the bytes and not by the name or declared type', async () => {
    const m = await createMember(t)
    const png = await uploadParts(t, m.token, [
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: await solid('png') },
    ])
    expect(png.data).toMatchObject({ contentType: 'image/png', width: 64, height: 48 })
    expect((png.data as UploadedImage).url).toMatch(/\.png$/)
    const servedPng = await get((png.data as UploadedImage).url)
    expect(servedPng.headers['content-type']).toBe('image/png')
    expect((await sharp(servedPng.rawPayload).metadata()).hasAlpha).toBe(true)

    const webp = await uploadParts(t, m.token, [
      { filename: 'x.gif', contentType: 'text/plain', data: await solid('webp') },
    ])
    expect(webp.data).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 })
    expect((await get((webp.data as UploadedImage).url)).headers['content-type']).toBe('image/webp')
  })

  it('accepts a HEIF photo this build can decode (as JPEG) and refuses an HEVC-coded HEIC with a clear message', async () => {
    const m = await createMember(t)
    const { av1InHeic, hevcHeic } = await heifSamples()
    const ok = await uploadParts(t, m.token, [
      { filename: 'IMG_1.HEIC', contentType: 'image/heic', data: av1InHeic },
    ])
    expect(ok.data).toMatchObject({ contentType: 'image/jpeg', width: 80, height: 60 })

    const refused = await refusedWithoutTrace(() =>
      uploadParts(t, m.token, [{ filename: 'IMG_2.HEIC', contentType: 'image/heic', data: hevcHeic }], {
        headers: { mlang: 'zh-Hans' },
      }),
    )
    expect(refused).toMatchObject({ status: 415, errorKey: 'UPLOAD_HEIC_UNSUPPORTED' })
    expect(refused.message).toContain('HEIC')
    expect(refused.message).toContain('上传失败')
  })

  it('refuses a text file renamed .jpg, a broken JPEG and an AVIF, storing nothing', async () => {
    const m = await createMember(t)
    const text = await refusedWithoutTrace(() =>
      uploadParts(t, m.token, [
        { filename: 'notes.jpg', contentType: 'image/jpeg', data: 'hello, I am text\n'.repeat(50) },
      ]),
    )
    expect(text).toMatchObject({ status: 415, errorKey: 'UPLOAD_UNSUPPORTED' })
    expect(text.message).toBe('Upload failed: only JPEG, PNG, WebP or HEIC photos can be uploaded.')

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
    const unreadable = await refusedWithoutTrace(() =>
      uploadParts(t, m.token, [{ filename: 'a.jpg', data: broken }]),
    )
    expect(unreadable).toMatchObject({ status: 400, errorKey: 'UPLOAD_UNREADABLE' })

    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .avif()
      .toBuffer()
    expect(
      await refusedWithoutTrace(() => uploadParts(t, m.token, [{ filename: 'a.avif', data: avif }])),
    ).toMatchObject({
      status: 415,
      errorKey: 'UPLOAD_UNSUPPORTED',
    })
    const empty = await refusedWithoutTrace(() => uploadParts(t, m.token, [{ filename: 'a.jpg', data: '' }]))
    expect(empty).toMatchObject({ status: 400, errorKey: 'UPLOAD_NO_FILE' })
  })

  it('refuses an 11 MB file (declared length) with the limit in the message', async () => {
    const m = await createMember(t)
    const huge = Buffer.concat([await solid('jpeg'), Buffer.alloc(11 * 1024 * 1024, 1)])
    const res = await refusedWithoutTrace(() =>
      uploadParts(t, m.token, [{ filename: 'huge.jpg', data: huge }]),
    )
    expect(res).toMatchObject({ status: 413, errorKey: 'UPLOAD_TOO_LARGE' })
    expect(res.message).toBe('Upload failed: each photo may be at most 10 MB.')
  })

  it('cuts an oversized file off while it streams in (no length declared), without reading the rest', async () => {
    const m = await createMember(t)
    const { payload, contentType } = multipartBody([{ filename: 'stream.jpg', data: Buffer.alloc(0) }])
    const head = payload.subarray(0, payload.indexOf('\r\n--', 10))
    const MB = 1024 * 1024
    let sent = 0
    // 60 MB of photo that never ends in time: the answer must come after a little over 10 MB.
    const body = Readable.from(
      (function* () {
        yield head
        yield Buffer.from([0xff, 0xd8, 0xff, 0xe0])
        for (let i = 0; i < 60; i++) {
          sent += 1
          yield Buffer.alloc(MB, 3)
        }
      })(),
    )
    const [rowsBefore, filesBefore] = [await rows(), await files()]
    const response = await t.app.inject({
      method: 'POST',
      url: `/siam-server/rest/${UPLOAD_PATHS.single}`,
      headers: { 'content-type': contentType, authorization: m.token },
      payload: body,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, errorKey: 'UPLOAD_TOO_LARGE' })
    expect(sent).toBeLessThan(20)
    // the rest of the upload is not waited for: the connection closes after the answer
    expect(response.headers.connection).toBe('close')
    expect(await rows()).toBe(rowsBefore)
    expect(await files()).toEqual(filesBefore)
  })

  it('takes a photo of exactly 10 MB and refuses one byte more, even among good photos', async () => {
    const m = await createMember(t)
    // PNG decoders stop at the IEND chunk, so zero padding makes a valid photo of any size
    const png = await solid('png', 8, 8)
    const sized = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length)])
    const exact = await uploadParts(t, m.token, [{ filename: 'ten.png', data: sized(UPLOAD_MAX_BYTES) }])
    expect(exact).toMatchObject({ success: true, data: { contentType: 'image/png', width: 8 } })

    // the declared length is within what nine photos may take: the file itself is cut off at the limit
    const over = await refusedWithoutTrace(() =>
      uploadParts(
        t,
        m.token,
        [
          { filename: 'ok.png', data: png },
          { filename: 'big.png', data: sized(UPLOAD_MAX_BYTES + 1) },
        ],
        { multiple: true },
      ),
    )
    expect(over).toMatchObject({ status: 413, errorKey: 'UPLOAD_TOO_LARGE' })
    expect(over.message).toBe('Upload failed: each photo may be at most 10 MB.')
  })

  it('answers 401 without a login, and nothing is stored', async () => {
    const res = await refusedWithoutTrace(async () =>
      uploadParts(t, null, [{ filename: 'a.png', data: await solid('png') }]),
    )
    expect(res).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
    const badToken = await uploadParts(t, 'not-a-token', [{ filename: 'a.png', data: await solid('png') }], {
      multiple: true,
    })
    expect(badToken).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
  })

  it('uploads several photos at once in order, and all or nothing', async () => {
    const m = await createMember(t)
    const res = await uploadParts<UploadedImages>(
      t,
      m.token,
      [
        { filename: '1.jpg', data: await solid('jpeg', 10, 10) },
        { name: 'note', data: 'extra form data is ignored' },
        { filename: '2.png', data: await solid('png', 20, 10) },
        { filename: '3.webp', data: await solid('webp', 30, 10) },
      ],
      { multiple: true },
    )
    expect(res.success).toBe(true)
    expect(res.data?.records.map((r) => [r.contentType, r.width])).toEqual([
      ['image/jpeg', 10],
      ['image/png', 20],
      ['image/webp', 30],
    ])
    // one bad photo among good ones: none of them is kept
    const mixed = await refusedWithoutTrace(async () =>
      uploadParts(
        t,
        m.token,
        [
          { data: await solid('jpeg') },
          { data: await solid('png') },
          { filename: 'x.jpg', data: 'plain text' },
        ],
        { multiple: true },
      ),
    )
    expect(mixed).toMatchObject({ status: 415, errorKey: 'UPLOAD_UNSUPPORTED' })
  })

  it('takes 9 photos at once and refuses more: 10 at once, or 2 to the single upload', async () => {
    const m = await createMember(t)
    const one = await solid('png', 4, 4)
    const nine = await uploadParts<UploadedImages>(
      t,
      m.token,
      Array.from({ length: 9 }, () => ({ filename: 'p.png', data: one })),
      { multiple: true },
    )
    expect(nine).toMatchObject({ success: true, status: 200 })
    expect(nine.data?.records).toHaveLength(9)
    const ten = await refusedWithoutTrace(() =>
      uploadParts(
        t,
        m.token,
        Array.from({ length: 10 }, () => ({ filename: 'p.png', data: one })),
        { multiple: true },
      ),
    )
    expect(ten).toMatchObject({ status: 400, errorKey: 'UPLOAD_TOO_MANY' })
    expect(ten.message).toBe('Upload failed: at most 9 photos at a time.')
    const two = await refusedWithoutTrace(() => uploadParts(t, m.token, [{ data: one }, { data: one }]))
    expect(two).toMatchObject({ status: 400, errorKey: 'UPLOAD_TOO_MANY' })
  })

  it('refuses a request without a photo or with a broken multipart body', async () => {
    const m = await createMember(t)
    // a second member, as every request counts towards the per-member rate limit
    const m2 = await createMember(t)
    const post = (contentType: string, payload: string | Buffer, token = m.token) =>
      t.app.inject({
        method: 'POST',
        url: `/siam-server/rest/${UPLOAD_PATHS.single}`,
        headers: { 'content-type': contentType, authorization: token },
        payload,
      })
    // a JSON or text body is no upload
    expect(await t.call(UPLOAD_PATHS.single, {}, m.token)).toMatchObject({
      status: 400,
      errorKey: 'UPLOAD_NO_FILE',
    })
    expect((await post('text/plain', 'hello')).json()).toMatchObject({ errorKey: 'UPLOAD_NO_FILE' })
    // a body type nothing here parses
    const binary = await post('application/octet-stream', await solid('png'))
    expect([binary.statusCode, binary.json().errorKey]).toEqual([400, 'BAD_REQUEST'])
    expect(await uploadParts(t, m.token, [{ name: 'other', data: 'x' }])).toMatchObject({
      status: 400,
      errorKey: 'UPLOAD_NO_FILE',
    })
    // a photo under another field name than `file` is not taken, however large
    for (const data of [await solid('png'), await jpegWithGps(800, 600)]) {
      const res = await refusedWithoutTrace(() =>
        uploadParts(t, m.token, [{ name: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data }]),
      )
      expect(res).toMatchObject({ status: 400, errorKey: 'UPLOAD_NO_FILE' })
    }
    const empty = multipartBody([])
    expect((await post(empty.contentType, empty.payload)).json()).toMatchObject({
      errorKey: 'UPLOAD_NO_FILE',
    })
    expect((await post(empty.contentType, '')).json()).toMatchObject({ errorKey: 'UPLOAD_NO_FILE' })
    // no boundary, too many text fields, a field named after an Object property
    const png = await solid('png')
    const noBoundary = await post('multipart/form-data', multipartBody([{ data: png }]).payload, m2.token)
    expect([noBoundary.statusCode, noBoundary.json().errorKey]).toEqual([400, 'BAD_REQUEST'])
    const fields = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, data: 'v' }))
    expect(
      await refusedWithoutTrace(() => uploadParts(t, m2.token, [{ data: png }, ...fields])),
    ).toMatchObject({ status: 400, errorKey: 'BAD_REQUEST' })
    expect(
      await refusedWithoutTrace(() =>
        uploadParts(t, m2.token, [{ data: png }, { name: 'constructor', data: 'x' }]),
      ),
    ).toMatchObject({ status: 400, errorKey: 'BAD_REQUEST' })
    const { payload, contentType } = multipartBody([{ filename: 'a.png', data: await solid('png') }])
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/siam-server/rest/${UPLOAD_PATHS.single}`,
      headers: { 'content-type': contentType, authorization: m2.token },
      payload: payload.subarray(0, payload.length - 30),
    })
    expect(truncated.statusCode).toBe(400)
    expect(truncated.json()).toMatchObject({ errorKey: 'BAD_REQUEST' })
  })

  it('parses multipart only on the upload routes: every other call stays JSON', async () => {
    const m = await createMember(t)
    // the plugin lives in the upload routes' own scope, not on the app
    expect(t.app.hasRequestDecorator('parts')).toBe(false)
    const list = await t.call('member/deliveryAddress/list', {}, m.token)
    expect(list).toMatchObject({ success: true, status: 200 })
    const { payload, contentType } = multipartBody([{ name: 'x', data: 'y' }])
    const refused = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/member/deliveryAddress/list',
      headers: { 'content-type': contentType, authorization: m.token },
      payload,
    })
    expect([refused.statusCode, refused.json().errorKey]).toEqual([400, 'BAD_REQUEST'])
  })

  it(`limits each member to ${RATE_LIMIT} upload requests a minute`, async () => {
    const m = await createMember(t)
    const other = await createMember(t)
    const png = await solid('png', 4, 4)
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await uploadParts(t, m.token, [{ data: png }])).success).toBe(true)
    }
    const limited = await refusedWithoutTrace(() => uploadParts(t, m.token, [{ data: png }]))
    expect(limited).toMatchObject({ status: 429, errorKey: 'RATE_LIMITED' })
    // someone else is not affected; the next minute lets the member in again
    expect((await uploadParts(t, other.token, [{ data: png }])).success).toBe(true)
    t.clock.advance(60_000)
    expect((await uploadParts(t, m.token, [{ data: png }])).success).toBe(true)
  })

  it('lets staff upload too, recorded as theirs', async () => {
    const shop = await createFixtureShop(t.db)
    const staffToken = await createMerchant(t, [shop.shopId])
    const res = await uploadParts(t, staffToken, [{ data: await solid('webp') }])
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, (res.data as UploadedImage).id))
    expect(row?.ownerType).toBe('staff')
  })

  it('removes the photos already stored when a later one cannot be stored', async () => {
    const local = createLocalStorage(dir)
    let puts = 0
    const flaky: Storage = {
      ...local,
      async put(key, body, type) {
        puts += 1
        if (puts === 2) throw new Error('disk full')
        await local.put(key, body, type)
      },
    }
    // the same database and sessions, another app whose storage fails on its second write
    const other = await buildApp({
      config: testConfig({ UPLOAD_DIR: dir }),
      database: t.database,
      clock: t.clock,
      storage: flaky,
      logger: false,
    })
    await other.ready()
    try {
      const m = await createMember(t)
      const { payload, contentType } = multipartBody([
        { data: await solid('png') },
        { data: await solid('jpeg') },
        { data: await solid('webp') },
      ])
      await refusedWithoutTrace(async () => {
        const response = await other.inject({
          method: 'POST',
          url: `/siam-server/rest/${UPLOAD_PATHS.multiple}`,
          headers: { 'content-type': contentType, authorization: m.token },
          payload,
        })
        const result = { ...response.json(), status: response.statusCode }
        expect(result).toMatchObject({ status: 502, errorKey: 'UPLOAD_STORAGE_FAILED' })
        return result
      })
      expect(puts).toBe(2)
    } finally {
      await other.close()
    }
  })

  it('serves only stored keys: unknown or crafted paths are not found', async () => {
    for (const url of [
      `/siam-server/uploads/${'0'.repeat(32)}.jpg`,
      '/siam-server/uploads/..%2F..%2Fpackage.json',
      '/siam-server/uploads/x.jpg',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ success: false })
    }
  })

  it('tells which photos a member uploaded (for reviews and refund requests)', async () => {
    const a = await createMember(t)
    const b = await createMember(t)
    const mine = (await uploadParts(t, a.token, [{ data: await solid('png', 5, 5) }])).data as UploadedImage
    const theirs = (await uploadParts(t, b.token, [{ data: await solid('png', 5, 5) }])).data as UploadedImage
    expect(
      await ownedUploadUrls(t.db, a.memberId, [
        mine.url,
        theirs.url,
        '/siam-server/uploads/nope.jpg',
        mine.url,
      ]),
    ).toEqual([mine.url])
    expect(await ownedUploadUrls(t.db, a.memberId, [])).toEqual([])
    await expect(requireOwnedUploads(t.db, a.memberId, [mine.url, mine.url])).resolves.toBeUndefined()
    await expect(requireOwnedUploads(t.db, a.memberId, [mine.url, theirs.url])).rejects.toMatchObject({
      key: 'UPLOAD_NOT_OWNED',
    })
  })
})

describe('photo uploads to an S3-compatible bucket', () => {
  const bucket = {
    bucket: 'siam-photos',
    accessKeyId: 'AKSIAM',
    secretAccessKey: 'right-secret',
    region: 'cn-east-1',
  }
  let fake: Awaited<ReturnType<typeof startFakeS3>>
  let wrong: TestApp

  const s3Config = (secret: string) =>
    testConfig({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      STORAGE: 's3',
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: bucket.region,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: secret,
      S3_PUBLIC_BASE_URL: fake.publicBaseUrl,
    })

  beforeAll(async () => {
    fake = await startFakeS3(bucket)
  })
  afterAll(async () => fake?.close())
  const t = useApiTestApp({ deps: () => ({ config: s3Config(bucket.secretAccessKey) }) })
  beforeAll(async () => {
    // a second app on the same database whose key the bucket refuses
    wrong = await createApiTestApp({ config: s3Config('wrong-secret'), database: t.database })
  })
  afterAll(async () => wrong?.app.close())

  it('PUTs the re-encoded photo signed into the bucket and answers its public URL', async () => {
    const m = await createMember(t)
    const res = await uploadParts(t, m.token, [{ filename: 'a.jpg', data: await jpegWithGps(300, 200) }])
    expect(res.success).toBe(true)
    const image = res.data as UploadedImage
    expect(image.url).toMatch(new RegExp(`^${fake.publicBaseUrl}/[0-9a-f]{32}\\.jpg$`))
    const key = image.url.split('/').at(-1) as string
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path === `/${bucket.bucket}/${key}`)
    expect(put).toMatchObject({ status: 200, contentType: 'image/jpeg' })
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKSIAM\/\d{8}\/cn-east-1\/s3\/aws4_request,/,
    )
    const object = fake.objects.get(key)
    expect(object?.body.length).toBe(image.bytes)
    expect((await sharp(object?.body).metadata()).exif).toBeUndefined()
    // the pages may load photos from the bucket's origin
    const page = await t.app.inject({ method: 'GET', url: '/siam-server/health' })
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src '))
    expect(imgSrc?.split(' ')).toContain(new URL(fake.endpoint).origin)
  })

  it('answers a translated storage failure and records nothing when the bucket refuses the upload', async () => {
    const m = await createMember(t)
    const [before] = await t.db.select({ n: count() }).from(uploads)
    const objectsBefore = fake.objects.size
    const res = await uploadParts(wrong, m.token, [{ data: await solid('png') }], {
      headers: { mlang: 'de' },
    })
    expect(res).toMatchObject({ success: false, status: 502, errorKey: 'UPLOAD_STORAGE_FAILED' })
    expect(res.message).toContain('Hochladen fehlgeschlagen')
    // the refused PUT, then the (equally refused) clean-up of the key it tried
    expect(fake.requests.slice(-2).map((r) => [r.method, r.status])).toEqual([
      ['PUT', 403],
      ['DELETE', 403],
    ])
    const [after] = await t.db.select({ n: count() }).from(uploads)
    expect(after?.n).toBe(before?.n)
    expect(fake.objects.size).toBe(objectsBefore)
  })
})
