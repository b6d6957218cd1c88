import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config'
import { startFakeS3 } from './fake-s3-server'
import { createLocalStorage } from './local-storage'
import { createS3Storage } from './s3-storage'
import { sha256Hex, signV4 } from './sigv4'
import { createStorage } from './storage'

const KEY = `${'ab'.repeat(16)}.jpg`
const BODY = Buffer.from('not really a jpeg, storage does not care')

describe('SigV4 signing', () => {
  it('reproduces the example signature of the AWS S3 documentation (GET with Range)', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    )
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
  })
})

describe('local storage', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'siam-storage-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('writes, reads back, serves under the uploads path and removes an object', async () => {
    const storage = createLocalStorage(join(dir, 'nested', 'uploads'))
    await storage.put(KEY, BODY, 'image/jpeg')
    expect(storage.urlOf(KEY)).toBe(`/siam-server/uploads/${KEY}`)
    expect(await readFile(join(dir, 'nested', 'uploads', KEY))).toEqual(BODY)
    // no temporary file is left next to it
    expect(await readdir(join(dir, 'nested', 'uploads'))).toEqual([KEY])
    const read = await storage.read(KEY)
    expect(read?.size).toBe(BODY.length)
    await storage.remove(KEY)
    expect(await storage.read(KEY)).toBeNull()
    await storage.remove(KEY) // removing twice is fine
  })

  it('refuses keys that are not server-made (no paths from outside)', async () => {
    const storage = createLocalStorage(dir)
    for (const key of ['../etc/passwd', `${'ab'.repeat(16)}.svg`, 'a/b.jpg', `${'AB'.repeat(16)}.jpg`]) {
      await expect(storage.put(key, BODY, 'image/jpeg')).rejects.toThrow(/invalid storage key/)
      await expect(storage.read(key)).rejects.toThrow(/invalid storage key/)
    }
  })
})

describe('S3 storage against a local fake bucket', () => {
  const creds = {
    bucket: 'photos',
    accessKeyId: 'AKTEST',
    secretAccessKey: 'sekret/KEY+1',
    region: 'cn-east-1',
  }
  let fake: Awaited<ReturnType<typeof startFakeS3>>
  beforeAll(async () => {
    fake = await startFakeS3(creds)
  })
  afterAll(async () => fake?.close())

  const storage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage({
      endpoint: fake.endpoint,
      region: creds.region,
      bucket: creds.bucket,
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      publicBaseUrl: `${fake.publicBaseUrl}/`,
      pathStyle: true,
      ...overrides,
    })

  it('PUTs a signed object at /bucket/key with its content type, readable at the public URL', async () => {
    const s3 = storage()
    await s3.put(KEY, BODY, 'image/webp')
    const put = fake.requests.at(-1)
    expect(put).toMatchObject({
      method: 'PUT',
      path: `/photos/${KEY}`,
      contentType: 'image/webp',
      status: 200,
    })
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/cn-east-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    )
    expect(fake.objects.get(KEY)?.body).toEqual(BODY)
    expect(s3.urlOf(KEY)).toBe(`${fake.publicBaseUrl}/${KEY}`)
    expect(s3.publicOrigin).toBe(new URL(fake.endpoint).origin)
    const read = await fetch(s3.urlOf(KEY))
    expect(read.headers.get('content-type')).toBe('image/webp')
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await read.arrayBuffer())).toEqual(BODY)

    await s3.remove(KEY)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 204 })
    expect(fake.objects.has(KEY)).toBe(false)
  })

  it('fails loudly when the bucket refuses the signature (wrong secret), storing nothing', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' })
    const key = `${'cd'.repeat(16)}.png`
    await expect(wrong.put(key, BODY, 'image/png')).rejects.toThrow(/answered 403.*SignatureDoesNotMatch/)
    expect(fake.objects.has(key)).toBe(false)
  })

  it('a signature made at another time or over another body is refused by the fake', async () => {
    // the fake really checks: a body hash that does not match is refused
    const url = new URL(`${fake.endpoint}/photos/${'ef'.repeat(16)}.jpg`)
    const headers = signV4(
      { method: 'PUT', url, headers: { 'content-type': 'image/jpeg' }, payloadHash: sha256Hex('other') },
      { ...creds, service: 's3' },
      new Date(),
    )
    const { host: _h, ...sent } = headers
    const response = await fetch(url, { method: 'PUT', headers: sent, body: 'payload' })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('XAmzContentSHA256Mismatch')
  })
})

describe('configuration', () => {
  it('picks local storage by default and S3 only with its settings', () => {
    expect(createStorage(testConfig()).kind).toBe('local')
    expect(() => testConfig({ STORAGE: 's3' })).toThrow(/S3_ENDPOINT: required when STORAGE=s3/)
    const s3 = createStorage(
      testConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://oss.example.com',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_BASE_URL: 'https://img.example.com/photos',
        S3_PATH_STYLE: 'false',
      }),
    )
    expect(s3.kind).toBe('s3')
    expect(s3.urlOf(KEY)).toBe(`https://img.example.com/photos/${KEY}`)
    expect(s3.publicOrigin).toBe('https://img.example.com')
  })
})
