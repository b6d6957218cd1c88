import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { assertStorageKey, LOCAL_UPLOADS_PREFIX, type Storage } from './storage'

/**
 * Photos as files in one directory, served by this server under /siam-server/uploads/<key>.
 * A file is written under a temporary name and renamed, so a reader never sees half a photo.
 * Several server processes may share the directory (keys are random, renames atomic).
 */
export function createLocalStorage(dir: string): Storage & Required<Pick<Storage, 'read'>> {
  const root = resolve(dir)
  let ready: Promise<unknown> | null = null
  const pathOf = (key: string) => {
    assertStorageKey(key)
    return join(root, key)
  }
  return {
    kind: 'local',
    publicOrigin: null,
    async put(key, body) {
      const target = pathOf(key)
      ready ??= mkdir(root, { recursive: true })
      await ready
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`
      try {
        await writeFile(temporary, body, { flag: 'wx' })
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    urlOf(key) {
      assertStorageKey(key)
      return `${LOCAL_UPLOADS_PREFIX}${key}`
    },
    async read(key) {
      const path = pathOf(key)
      try {
        const info = await stat(path)
        if (!info.isFile()) return null
        return { stream: createReadStream(path), size: info.size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}
