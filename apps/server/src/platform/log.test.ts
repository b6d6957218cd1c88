import { Writable } from 'node:stream'
import { createTranslator } from '@siam/i18n/node'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../config'
import type { Database } from '../db/client'
import { createTestDatabase } from '../test/harness'
import { installErrorHandling } from './http'
import { appLoggerOptions } from './log'

/**
 * Issue 10.4: a failing SQL statement is logged without the values bound to it (names, e-mails,
 * member ids) and without the database's detail line, on PGlite and PostgreSQL.
 */
describe('the error log keeps personal data out', () => {
  let database: Database
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  beforeAll(async () => {
    database = await createTestDatabase()
  }, 60_000)
  afterAll(async () => database?.close())

  it('logs a failing insert with its statement but not its parameters', async () => {
    const app = Fastify({ logger: { ...appLoggerOptions(testConfig({ LOG_LEVEL: 'info' })), stream } })
    installErrorHandling(app, createTranslator())
    const insert = () =>
      database.db.execute(sql`
        insert into members (id, email, username) values (${'member-ana-0001'}, ${'ana.li@example.com'}, ${'Ana Li'})`)
    app.get('/boom', async () => {
      await insert()
      await insert() // the same e-mail again: a unique violation whose detail quotes it
      return 'unreachable'
    })
    app.get('/cast', async () => {
      await database.db.execute(sql`select ${'ana.li@example.com'}::integer`)
      return 'unreachable'
    })
    for (const url of ['/boom', '/cast']) {
      const answer = await app.inject({ method: 'GET', url })
      expect(answer.statusCode).toBe(500)
    }
    await app.close()
    const log = lines.join('')
    expect(log).toContain('insert into members')
    expect(log).toContain('request failed')
    expect(log).not.toContain('ana.li@example.com')
    expect(log).not.toContain('Ana Li')
    expect(log).not.toContain('member-ana-0001')
  })
})
