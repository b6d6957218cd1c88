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

/**
 * The 6-digit payment password's cost (decision 0033). A million codes fall to an offline search
 * at any cost a payment can afford (10^6 x 20 ms is under six core-hours), so the hash does not
 * protect the code: the lock does (5 tries per account, then 15 minutes, reserved before the
 * verify). The cost only has to make a leaked hash more than a lookup: argon2id with 1 MiB, one
 * pass, about 0.3 ms of CPU, where the login password's cost was 10-29 ms of every payment.
 */
const PAYMENT_PASSWORD_OPTIONS = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
const PAYMENT_PASSWORD_PARAMS = `m=${PAYMENT_PASSWORD_OPTIONS.memoryCost},t=${PAYMENT_PASSWORD_OPTIONS.timeCost},p=${PAYMENT_PASSWORD_OPTIONS.parallelism}`

export function hashPaymentPassword(password: string): Promise<string> {
  return hash(password, PAYMENT_PASSWORD_OPTIONS)
}

/**
 * Verifies a payment password against its stored hash (whatever cost it was made with); `rehash`
 * says a right password's hash was made with other parameters and should be replaced by
 * `hashPaymentPassword` (hashes from before decision 0033 migrate on their next successful use).
 */
export async function verifyPaymentPassword(
  storedHash: string,
  password: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  const ok = await verifyPassword(storedHash, password)
  const params = storedHash.startsWith('$argon2id$') ? storedHash.split('$')[3] : undefined
  return { ok, rehash: ok && params !== PAYMENT_PASSWORD_PARAMS }
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
