import { defineCall } from '@siam/contracts'
import { createTranslator } from '@siam/i18n/node'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { bindCall, envelope, type HttpDeps, installErrorHandling, JsonText, sharedAnswer } from './http'

const call = defineCall({
  path: 'test/page',
  audience: 'public',
  summary: 'a page',
  input: z.object({ n: z.number().int() }),
  output: z.object({ records: z.array(z.object({ name: z.string() })), n: z.number() }),
})

type Page = { records: { name: string }[]; n: number }

async function appAnswering(answerFor: (n: number) => Page | JsonText<Page>, checkOutput = true) {
  const app = Fastify()
  const translate = createTranslator()
  installErrorHandling(app, translate)
  const deps: HttpDeps = { resolveActor: async () => null, translate, checkOutput }
  bindCall(app, deps, call, async ({ input }) => answerFor(input.n))
  return app
}

const post = (app: Awaited<ReturnType<typeof appAnswering>>, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/siam-server/rest/test/page',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

describe('a shared answer (a cached page handed to many requests)', () => {
  it('leaves as the same envelope JSON as any answer, written on its first send', async () => {
    const page = sharedAnswer({ records: [{ name: 'Noodle "Bar" \u2028' }], n: 1 })
    const app = await appAnswering((n) => (n === 1 ? page : { records: [{ name: 'fresh' }], n }))
    const first = await post(app, { n: 1 })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.body).toBe(JSON.stringify(envelope(page)))
    // The page is not to change once shared: the text written first is what later requests get.
    page.records.push({ name: 'added later' })
    expect((await post(app, { n: 1 })).body).toBe(first.body)
    // Other answers are serialised per request as before.
    const other = await post(app, { n: 2 })
    expect(other.json()).toEqual({
      success: true,
      code: 200,
      message: '',
      data: { records: [{ name: 'fresh' }], n: 2 },
    })
    await app.close()
  })

  it('is still checked against the contract and validated on input', async () => {
    const broken = sharedAnswer({ records: [{ name: 1 as unknown as string }], n: 1 })
    const app = await appAnswering(() => broken)
    expect((await post(app, { n: 1 })).json()).toMatchObject({ success: false, errorKey: 'INTERNAL' })
    expect((await post(app, { n: 'x' })).json()).toMatchObject({
      success: false,
      errorKey: 'VALIDATION_FAILED',
    })
    await app.close()
  })
})

describe('an answer the database wrote as JSON text (decision 0064)', () => {
  const text = '[{"name" : "Noodle \\"Bar\\" \\u2028 面"}]'

  it('leaves inside the envelope as written, the same JSON as the answer serialised here', async () => {
    for (const checkOutput of [true, false]) {
      const app = await appAnswering((n) => new JsonText(`{"records" : ${text}, "n" : ${n}}`), checkOutput)
      const answer = await post(app, { n: 7 })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(answer.body).toBe(
        `{"success":true,"code":200,"message":"","data":{"records" : ${text}, "n" : 7}}`,
      )
      expect(answer.json()).toEqual(envelope({ records: [{ name: 'Noodle "Bar" \u2028 面' }], n: 7 }))
      await app.close()
    }
  })

  it('is checked against the contract where answers are checked', async () => {
    const app = await appAnswering(() => new JsonText('{"records": [{"name": 1}], "n": 1}'))
    expect((await post(app, { n: 1 })).json()).toMatchObject({ success: false, errorKey: 'INTERNAL' })
    await app.close()
  })
})
