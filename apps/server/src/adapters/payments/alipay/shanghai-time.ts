/** Alipay's timestamps are wall-clock times in China (UTC+8, no daylight saving): 'yyyy-MM-dd HH:mm:ss'. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

export function formatShanghaiTime(date: Date): string {
  const shifted = new Date(date.getTime() + SHANGHAI_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  )
}

/** null when the text is not exactly 'yyyy-MM-dd HH:mm:ss' or names no real moment. */
export function parseShanghaiTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const utc = Date.UTC(year, month - 1, day, hour, minute, second)
  const date = new Date(utc - SHANGHAI_OFFSET_MS)
  // Date.UTC rolls "02-30" over into March; a real timestamp formats back to itself.
  return formatShanghaiTime(date) === text ? date : null
}
