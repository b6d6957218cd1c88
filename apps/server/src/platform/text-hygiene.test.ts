import { ALL_CALLS, type Call } from '@siam/contracts'
import { inputTextFields, type TextField } from '@siam/contracts/textFields'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant } from '../test/fixtures'
import { useApiTestApp } from '../test/suite'

/**
 * Issue 10.4: a NUL (or any control character) in any text field of any call is a translated
 * validation error and never a 500, on PGlite and on PostgreSQL (`SIAM_TEST_DB=pg`): every call of
 * ALL_CALLS, every string field of its input, signed in as its audience.
 */
const MESSAGE = 'Please remove invisible control characters from this text'
/** A string format (an ISO time) refuses the same input with its own message. */
const FORMAT_MESSAGE = 'This value is not valid'

/** A record's key in a body: texts per language are the records of our inputs, keyed by locale. */
const RECORD_KEY = 'en'

/** Sets `value` at `path` in `body` ('[]' = the first element of an array, '{}' = a record's value). */
function setAt(body: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = body
  path.forEach((segment, i) => {
    const key = segment === '[]' ? 0 : segment === '{}' ? RECORD_KEY : segment
    const last = i === path.length - 1
    const holder = node as Record<string | number, unknown>
    if (last) holder[key] = value
    else {
      const nextIsArray = path[i + 1] === '[]'
      holder[key] ??= nextIsArray ? [] : {}
      node = holder[key] as Record<string, unknown> | unknown[]
    }
  })
}

/** A body with `value` at the field's path, and the discriminators that select the field's option. */
function bodyWith(field: TextField, value: string): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const g of field.given) setAt(body, g.path, g.value)
  setAt(body, field.path, value)
  return body
}

describe('control characters in every text field', () => {
  const t = useApiTestApp()
  const tokens: Record<Call['audience'], string | null> = {
    public: null,
    member: null,
    merchant: null,
    console: null,
    admin: null,
  }
  beforeAll(async () => {
    const shop = await createFixtureShop(t.db)
    tokens.member = (await createMember(t)).token
    tokens.merchant = await createMerchant(t, [shop.shopId])
    tokens.console = tokens.merchant
    tokens.admin = await createMerchant(t, [], 'platform')
  })

  it('answers VALIDATION_FAILED with the translated message for that field, never 500', async () => {
    const failures: string[] = []
    let tried = 0
    for (const call of ALL_CALLS) {
      for (const field of inputTextFields(call.input)) {
        for (const bad of ['a\u0000b', '\u001b[2J', 'x\u007f']) {
          tried++
          const answer = await t.call(call.path, bodyWith(field, bad), tokens[call.audience])
          const key = field.path.map((p) => (p === '[]' ? '0' : p === '{}' ? RECORD_KEY : p)).join('.')
          const message = answer.fieldErrors?.[key]
          if (answer.status !== 400 || (message !== MESSAGE && message !== FORMAT_MESSAGE))
            failures.push(
              `${call.path} ${key} ${JSON.stringify(bad)}: ${answer.status} ${answer.errorKey} ${JSON.stringify(answer.fieldErrors)}`,
            )
        }
      }
    }
    expect(tried).toBeGreaterThan(150)
    expect(failures).toEqual([])
  }, 300_000)

  it('a line break is refused in one-line text and kept in multi-line text', async () => {
    const address = await t.call('member/deliveryAddress/insert', { street: 'a\nb' }, tokens.member)
    expect(address.fieldErrors?.street).toBe(MESSAGE)
    const remark = await t.call('member/order/preview', { remark: 'ring twice\nthanks' }, tokens.member)
    expect(remark.fieldErrors?.remark).toBeUndefined()
  })

  it('answers paths and query strings with control characters without a 500', async () => {
    for (const url of [
      '/siam-server/pay/return/%00',
      '/siam-server/rest/system/wxJsSdkConfig?url=%00',
      '/siam-server/uploads/%00',
      '/siam-server/rest/notify/%00',
    ]) {
      const answer = await t.app.inject({ method: url.includes('notify') ? 'POST' : 'GET', url })
      expect(answer.statusCode, url).toBeLessThan(500)
    }
  })
})
