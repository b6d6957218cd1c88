// Creates a PGlite data directory (PGlite's initdb) and exits. Run as a child process by
// db/client.ts: initdb needs a second WASM instance of ~450 MB that the server process would
// otherwise keep for its whole life; a child returns it to the system when it exits.
import { PGlite } from '@electric-sql/pglite'

const dir = process.argv[2]
if (!dir) throw new Error('usage: pglite-init.mjs <directory>')
const db = new PGlite(dir)
await db.waitReady
await db.close()
