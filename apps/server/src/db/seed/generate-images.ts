/**
 * Writes the demo-city pictures as WebP: one per shop ('shop-<shopKey>.webp', 4:3, three of its dishes
 * on a table) and one per dish ('dish-<shopKey>-<dishKey>.webp', square), drawn by food-art.ts. No
 * text in them: the apps show each name, translated, beside the picture.
 *
 * Sized for the screens at twice their CSS pixels (a dish is at most 180 px wide in the menu and the
 * cart, a shop card or banner at most 320), WebP (every browser the app serves reads it: WeChat,
 * Chrome, Safari 14+). Deterministic, so running it again changes no file; the files are committed and
 * the seed only names them (rendering all of them takes seconds, too long for every start-up).
 *
 * Run from the repository root:  npm --workspace @siam/server run seed:images
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { DEMO_SHOPS } from './demo-city'
import type { DemoShop } from './demo-types'
import { dishArt, shopArt } from './food-art'

export const ASSET_DIR = fileURLToPath(new URL('../../../assets/demo/', import.meta.url))
export const DISH_SIZE = 360
export const SHOP_SIZE = { width: 640, height: 480 }
/** Each file's ceiling: the whole set stays a few MiB in the repository. */
export const MAX_PICTURE_BYTES = 40 * 1024

interface Drawing {
  svg: string
  width: number
  height: number
}

/** Every picture the demo data references, by file name, as a drawing and its output size. */
export function drawAll(shops: DemoShop[] = DEMO_SHOPS): Map<string, Drawing> {
  const files = new Map<string, Drawing>()
  for (const shop of shops) {
    const dishes = shop.categories.flatMap((c) => c.dishes)
    files.set(shop.image, {
      svg: shopArt(
        shop.key,
        shop.cuisine,
        dishes.map((d) => d.key),
      ),
      ...SHOP_SIZE,
    })
    for (const dish of dishes)
      files.set(dish.image, {
        svg: dishArt(shop.key, shop.cuisine, dish.key),
        width: DISH_SIZE,
        height: DISH_SIZE,
      })
  }
  return files
}

export function toWebp(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(drawing.svg))
    .resize(drawing.width, drawing.height)
    .webp({ quality: 72, effort: 6 })
    .toBuffer()
}

async function main(): Promise<void> {
  mkdirSync(ASSET_DIR, { recursive: true })
  const files = drawAll()
  let total = 0
  for (const [name, drawing] of files) {
    const bytes = await toWebp(drawing)
    if (bytes.length > MAX_PICTURE_BYTES)
      throw new Error(`${name} is ${bytes.length} bytes, over the ${MAX_PICTURE_BYTES}-byte ceiling`)
    writeFileSync(`${ASSET_DIR}${name}`, bytes)
    total += bytes.length
  }
  // Drop pictures of shops or dishes that no longer exist (and the SVGs of before), so the folder
  // matches the data exactly.
  let removed = 0
  for (const name of readdirSync(ASSET_DIR)) {
    if (/^(shop|dish)-.*\.(svg|webp)$/.test(name) && !files.has(name)) {
      unlinkSync(`${ASSET_DIR}${name}`)
      removed++
    }
  }
  console.log(
    `wrote ${files.size} WebP files (${(total / 1024).toFixed(1)} KiB) to ${ASSET_DIR}${removed ? `, removed ${removed} stale` : ''}`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
