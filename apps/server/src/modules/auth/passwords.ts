import { type Algorithm, hash, verify } from '@node-rs/argon2'

/**
 * argon2id for login passwords and the 6-digit payment password. The library's `Algorithm` is an
 * ambient const enum (not usable under isolatedModules), so the value is written out: 2 = Argon2id.
 */
const ARGON2ID = 2 as Algorithm
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

/**
 * Verifying against this when the account does not exist keeps the answer time the same as for a
 * wrong password, so response times do not tell which e-mails are registered.
 */
let dummyHash: Promise<string> | undefined
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('siam-dummy-password-0')
  await verifyPassword(await dummyHash, password)
  return false
}
