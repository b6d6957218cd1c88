import { readFileSync } from 'node:fs'

/**
 * The node flags a root `npm run <script>` starts the built server with (`serve`: the embedded
 * database, decisions 0007, 0047, 0069; `serve:postgres`: decision 0060). The root package.json is
 * where they are written; the benches measure, and the e2e servers run, the server with these.
 */
export function serverNodeFlagsOf(script: 'serve' | 'serve:postgres'): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const command: string = pkg.scripts?.[script] ?? ''
  const flags = /^node ((?:--\S+ ?)*)apps\/server\/dist\/main\.mjs$/.exec(command)?.[1]
  if (flags === undefined)
    throw new Error(`package.json "${script}" does not start apps/server/dist/main.mjs`)
  return flags.split(' ').filter(Boolean)
}
