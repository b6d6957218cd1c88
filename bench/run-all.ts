import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchLighthouse, lighthouseTable } from './lighthouse'
import { benchPayByBalance } from './pay-by-balance'
import { benchScale } from './scale'
import { benchShopList } from './shop-list'

/** `npm run bench`: prints every budget's figure (bundle sizes, shop/list latency, memory, Lighthouse). */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function print(title: string, rows: Record<string, string | number>) {
  console.log(`\n== ${title}`)
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(48)} ${v}`)
}

async function main() {
  const webDist = join(root, 'apps/web/dist')
  if (
    !existsSync(join(webDist, '.vite/manifest.json')) ||
    !existsSync(join(root, 'apps/server/dist/main.mjs'))
  ) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }
  console.log('\n== customer app bundle (gzip)')
  // The build fails on an over-budget bundle; the bench prints it and goes on to the other figures.
  try {
    execFileSync('node', [join(root, 'scripts/check-bundle-budget.mjs'), webDist], { stdio: 'inherit' })
  } catch {
    console.log('  (over budget: see above)')
  }
  const only = process.argv[2]
  if (!only || only === 'shop-list') print('shop/list near me (PGlite, demo city)', await benchShopList())
  // The city-scale run (1k/10k/100k shops, 1M dishes) is a named step: `npm run bench -- scale`.
  if (only === 'scale') print('near me, search and menus at city scale (PostgreSQL)', await benchScale())
  if (!only || only === 'pay-by-balance') {
    print('place + pay by balance (PostgreSQL, concurrent members)', await benchPayByBalance())
  }
  if (!only || only === 'lighthouse') {
    const { lines, failures } = lighthouseTable(await benchLighthouse())
    console.log('\n== Lighthouse, mobile (simulated Slow 4G, 4x CPU), median of 3 runs')
    for (const line of lines) console.log(line)
    if (failures.length) console.log(`  over budget:\n    ${failures.join('\n    ')}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
