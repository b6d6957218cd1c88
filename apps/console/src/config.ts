/**
 * The console's build-time configuration (Vite env), read here only. Optional map tile settings point
 * the delivery-area map away from the default AMap tiles (decision 0011): VITE_CONSOLE_TILE_URL (Leaflet
 * template; `{lang}` becomes zh_cn or en), VITE_CONSOLE_TILE_COORDS (gcj02 | wgs84: the system the tiles
 * are drawn in, e.g. wgs84 for OpenStreetMap), VITE_CONSOLE_TILE_SUBDOMAINS and VITE_CONSOLE_TILE_ATTRIBUTION.
 */

/** A set value, trimmed; unset and blank both mean "use the default". */
function setting(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The tile settings as configured, each undefined when not set. */
interface TileSettings {
  url: string | undefined
  coords: string | undefined
  subdomains: string | undefined
  attribution: string | undefined
}

/** Vite's env shape: what the tile settings are read from. */
export type ConfigEnv = Record<string, string | boolean | undefined>

/** The tile settings of `env` (the build's env unless a test passes its own). */
export function tileSettings(env: ConfigEnv = import.meta.env): TileSettings {
  return {
    url: setting(env.VITE_CONSOLE_TILE_URL),
    coords: setting(env.VITE_CONSOLE_TILE_COORDS),
    subdomains: setting(env.VITE_CONSOLE_TILE_SUBDOMAINS),
    attribution: setting(env.VITE_CONSOLE_TILE_ATTRIBUTION),
  }
}

/**
 * Origins (space- or comma-separated) photos may come from besides this server, e.g. the S3 bucket's
 * public address (the server's S3_PUBLIC_BASE_URL): VITE_PHOTO_ORIGINS. Nothing else is shown.
 */
export function photoOrigins(env: ConfigEnv = import.meta.env): string[] {
  return (setting(env.VITE_PHOTO_ORIGINS) ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((origin) => {
      try {
        return [new URL(origin).origin]
      } catch {
        return []
      }
    })
}

/** A development build: route errors are logged to the browser console as well. */
export const isDevBuild: boolean = import.meta.env.DEV
