// Bundles the server into dist/main.mjs so production runs on plain `node` (no TypeScript loader:
// tsx costs ~80 MB of resident memory, and the PGlite budget is 400 MiB). npm dependencies stay
// external; the workspace packages (TypeScript source) are bundled in. Modules find files next to
// their source (migrations, catalogues, assets) from import.meta.url, so each module's
// import.meta.url is rewritten to its source file's location relative to the bundle.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const outfile = join(here, 'dist', 'main.mjs')
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'))
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@siam/'),
)

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/')
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      }
    })
  },
}

await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  plugins: [sourceUrls],
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
console.log(`server bundled: ${relative(process.cwd(), outfile)}`)
