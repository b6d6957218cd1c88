import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto'

/**
 * Alipay's RSA2 signatures (SHA256withRSA, base64) over "k=v&k=v" strings of parameters sorted by
 * key, values as they are (not URL-encoded). What goes into the string differs by direction:
 * - requests we send: every parameter except `sign` and empty values (`sign_type` included);
 * - notifications and return parameters Alipay sends: every parameter except `sign` and `sign_type`;
 * - Alipay's answers: the raw JSON text of the `<method>_response` object.
 */
export type Params = Record<string, string | undefined>

function joinSorted(params: Params, keep: (key: string, value: string | undefined) => boolean): string {
  return Object.keys(params)
    .filter((key) => keep(key, params[key]))
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&')
}

export function requestSignContent(params: Params): string {
  return joinSorted(params, (key, value) => key !== 'sign' && value !== undefined && value !== '')
}

function notifySignContent(params: Params, options: { withSignType?: boolean } = {}): string {
  return joinSorted(params, (key) => key !== 'sign' && (options.withSignType || key !== 'sign_type'))
}

function signRsa2(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64')
}

export function verifyRsa2(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

/** The parameters with `sign` added, ready to be sent as a query string or form. */
export function signRequest(params: Params, privateKey: KeyObject): Record<string, string> {
  const present: Record<string, string> = {}
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') present[key] = value
  return { ...present, sign: signRsa2(requestSignContent(present), privateKey) }
}

export function verifyRequest(params: Params, publicKey: KeyObject): boolean {
  const signature = params.sign
  return !!signature && verifyRsa2(requestSignContent(params), signature, publicKey)
}

/**
 * Alipay documents notifications as signed without `sign_type`; a few of its products (and the
 * official SDKs' "V2" check) sign it too. Accepting both is what the official SDKs do: either way
 * every other value is covered by Alipay's key.
 */
export function verifyNotify(params: Params, publicKey: KeyObject): boolean {
  const signature = params.sign
  if (!signature) return false
  if (verifyRsa2(notifySignContent(params), signature, publicKey)) return true
  return (
    params.sign_type !== undefined &&
    verifyRsa2(notifySignContent(params, { withSignType: true }), signature, publicKey)
  )
}

export function signNotify(params: Params, privateKey: KeyObject): Record<string, string> {
  const present: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) if (value !== undefined) present[key] = value
  return { ...present, sign: signRsa2(notifySignContent(present), privateKey) }
}

/**
 * The exact text of the top-level `"<responseKey>":{...}` object in Alipay's answer, which is what
 * Alipay signed (re-serialising the parsed JSON would change escapes such as `\/`). The official
 * SDKs cut between the key and the last `"sign"`; walking the object's braces gives the same text
 * and also copes with fields placed after it (`alipay_cert_sn`).
 */
export function signedResponseText(raw: string, responseKey: string): string | null {
  const marker = `"${responseKey}"`
  let at = raw.indexOf(marker)
  if (at < 0) return null
  at += marker.length
  while (/\s/.test(raw[at] ?? '')) at++
  if (raw[at] !== ':') return null
  at++
  while (/\s/.test(raw[at] ?? '')) at++
  if (raw[at] !== '{') return null
  const start = at
  let depth = 0
  let inString = false
  for (; at < raw.length; at++) {
    const char = raw[at]
    if (inString) {
      if (char === '\\') at++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return raw.slice(start, at + 1)
  }
  return null
}

/** An answer as Alipay writes it: the response object's text, signed, then the signature. */
export function signedResponseBody(responseKey: string, responseText: string, privateKey: KeyObject): string {
  return `{"${responseKey}":${responseText},"sign":"${signRsa2(responseText, privateKey)}"}`
}

/**
 * Keys as PEM (PKCS#1 or PKCS#8 / SPKI) or as the bare base64 that Alipay's key tool and console
 * hand out (PKCS#8 private key, SPKI public key).
 */
export function loadPrivateKey(text: string): KeyObject {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----BEGIN')) return createPrivateKey(trimmed)
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64')
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

export function loadPublicKey(text: string): KeyObject {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed)
  return createPublicKey({
    key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  })
}
