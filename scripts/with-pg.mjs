#!/usr/bin/env node
// Runs a command with the server tests pointed at the machine's PostgreSQL (a fresh database per
// test file). Fails loudly when PostgreSQL is not reachable: that tier must not silently vanish.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const url = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
try {
  await client.connect()
  await client.query('select 1')
  await client.end()
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`)
  process.exit(1)
}
const [command, ...args] = process.argv.slice(2)
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, SIAM_TEST_DB: 'pg', TEST_PG_URL: url },
})
process.exit(result.status ?? 1)
