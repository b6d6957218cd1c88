import { readFileSync } from 'node:fs'

/**
 * Key settings hold PEM text, the path of a PEM file (keeps multi-line keys out of env files), or
 * a bare base64 key as Alipay's key tool prints it (the adapter that takes it wraps it).
 */
export function readPem(valueOrPath: string): string {
  const trimmed = valueOrPath.trim()
  if (trimmed.startsWith('-----BEGIN')) return trimmed.replaceAll('\\n', '\n')
  if (/^[A-Za-z0-9+/=\s]{200,}$/.test(trimmed)) return trimmed
  return readFileSync(trimmed, 'utf8')
}
