import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto'

/**
 * The WeChat Pay API v3 protocol's cryptography, shared by the adapter and the fake provider so both
 * speak from one definition (the tests check it against the wechatpay-node-v3 SDK independently).
 * https://pay.weixin.qq.com/doc/v3/merchant/4012365336 (signing), 4012365334 (answers),
 * 4012071382 (resource decryption).
 */

const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048'
/** Answers and notifications signed further from our clock than this are refused (replays). */
const MAX_SKEW_SECONDS = 5 * 60
const GCM_TAG_BYTES = 16

export type KeyInput = KeyObject | string

/** Each part of a signed message ends with "\n", the last one (the body, possibly empty) too. */
function lines(...parts: string[]): string {
  return parts.map((part) => `${part}\n`).join('')
}

/** What the merchant signs for a request: the body is '' for GET (and for a POST without body). */
export function requestMessage(request: {
  method: string
  pathWithQuery: string
  timestamp: string
  nonce: string
  body: string
}): string {
  return lines(request.method, request.pathWithQuery, request.timestamp, request.nonce, request.body)
}

/** What WeChat Pay signs for an answer and for a notification. */
export function answerMessage(timestamp: string, nonce: string, body: string): string {
  return lines(timestamp, nonce, body)
}

/** What the merchant signs for the browser's JSAPI pay call (getBrandWCPayRequest / chooseWXPay). */
export function paySignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return lines(appId, timeStamp, nonceStr, pkg)
}

export function privateKey(pem: string): KeyObject {
  return createPrivateKey(pem)
}

export function publicKey(pem: string): KeyObject {
  return createPublicKey(pem)
}

/** SHA256withRSA (PKCS#1 v1.5), base64. */
export function signMessage(key: KeyInput, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64')
}

export function verifyMessage(key: KeyInput, message: string, signatureBase64: string): boolean {
  if (!signatureBase64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64)) return false
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signatureBase64, 'base64')
  } catch {
    return false
  }
}

/** 32 random characters, as the official SDKs send. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

/** Unix seconds, the unit of every WeChat Pay timestamp. */
export function unixSeconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000))
}

/** True when a WeChat Pay timestamp (unix seconds) is within MAX_SKEW_SECONDS of `now`. */
export function isFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false
  return Math.abs(Number(timestamp) - now.getTime() / 1000) <= MAX_SKEW_SECONDS
}

export interface AuthorizationFields {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

/** The Authorization header of a merchant request. */
export function buildAuthorization(request: {
  mchId: string
  serialNo: string
  privateKey: KeyInput
  method: string
  pathWithQuery: string
  body: string
  timestamp: string
  nonce: string
}): string {
  const signature = signMessage(request.privateKey, requestMessage(request))
  const fields: AuthorizationFields = {
    mchid: request.mchId,
    nonce_str: request.nonce,
    signature,
    timestamp: request.timestamp,
    serial_no: request.serialNo,
  }
  const pairs = Object.entries(fields).map(([name, value]) => `${name}="${value}"`)
  return `${AUTH_SCHEME} ${pairs.join(',')}`
}

/** Reads an Authorization header back (the provider's side); null when it is not well formed. */
export function parseAuthorization(header: string): AuthorizationFields | null {
  const prefix = `${AUTH_SCHEME} `
  if (!header.startsWith(prefix)) return null
  const fields: Record<string, string> = {}
  for (const match of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) {
    const [, name, value] = match
    if (name && value !== undefined) fields[name] = value
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  nonce: string
  associated_data?: string
  original_type?: string
}

function gcmKey(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8')
  if (key.length !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 bytes')
  return key
}

/**
 * AEAD_AES_256_GCM with the APIv3 key: the nonce and associated data are used as their UTF-8 bytes,
 * the ciphertext is base64 of the encrypted bytes followed by the 16-byte tag. Throws when the tag
 * does not match (tampered resource, wrong key).
 */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`)
  const sealed = Buffer.from(resource.ciphertext, 'base64')
  if (sealed.length <= GCM_TAG_BYTES) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', gcmKey(apiV3Key), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8')
}

/** The provider's side of decryptResource (used by the fake provider). */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  options: { associatedData: string; originalType: string; nonce?: string },
): EncryptedResource & { associated_data: string } {
  const nonce = options.nonce ?? randomBytes(6).toString('hex')
  const cipher = createCipheriv('aes-256-gcm', gcmKey(apiV3Key), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(options.associatedData, 'utf8'))
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    original_type: options.originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    associated_data: options.associatedData,
    nonce,
  }
}

/** WeChat Pay's times are RFC 3339 in Beijing time, e.g. 2026-11-21T12:00:00+08:00. */
export function toBeijingTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000)
  return `${shifted.toISOString().slice(0, 19)}+08:00`
}
