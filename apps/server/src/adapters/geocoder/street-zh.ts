/**
 * The courier's Chinese line from what a visitor types (issue 15, product rules 10): the street and
 * house number ("1686 Nanjing West Road" -> 南京西路1686号) through the offline roads and places, and
 * the building and door ("Building 3, Room 1203" -> 3号楼1203室) by their usual Chinese forms.
 */
import { houseNumberOf, roadOrPlaceNamed } from './offline'

const HAN = /\p{Script=Han}/u

/** The typed street in Chinese: as typed when it is Chinese already, null when no road or place is known. */
export function streetInChinese(street: string): string | null {
  const text = street.trim()
  if (!text) return null
  if (HAN.test(text)) return text
  const lane = /\b(?:lane|ln)\.?\s*(\d+)/i.exec(text)?.[1]
  const withoutLane = lane ? text.replace(/\b(?:lane|ln)\.?\s*\d+/i, ' ') : text
  const found = roadOrPlaceNamed(withoutLane)
  if (!found) return null
  const houseNo = found.kind === 'road' ? houseNumberOf(withoutLane) : null
  return `${found.zh}${lane ? `${lane}弄` : ''}${houseNo !== null ? `${houseNo}号` : ''}`
}

/** Building, unit, floor and room in their Chinese forms; parts not understood stay as typed. */
export function doorInChinese(door: string): string {
  let rest = door.trim()
  if (!rest || HAN.test(rest)) return rest
  const parts: string[] = []
  const take = (pattern: RegExp, form: (value: string) => string) => {
    const m = pattern.exec(rest)
    const value = m?.[1] ?? m?.[2]
    if (!m || !value) return
    parts.push(form(value.toUpperCase()))
    rest = rest.replace(m[0], ' ')
  }
  take(/\b(?:lane|ln)\.?\s*(\d+)/i, (v) => `${v}弄`)
  take(/\b(?:building|bldg|block|blk|tower)\.?\s*(?:no\.?\s*)?([a-z0-9]+)/i, (v) =>
    /^\d+$/.test(v) ? `${v}号楼` : `${v}座`,
  )
  take(/\bunit\s*([a-z0-9]+)/i, (v) => `${v}单元`)
  take(/\b(?:floor|fl)\.?\s*(\d+)|\b(\d+)(?:f|fl)\b/i, (v) => `${v}层`)
  take(/\b(?:room|rm|apt|apartment|flat|suite)\.?\s*(?:no\.?\s*)?([a-z0-9-]+)/i, (v) => `${v}室`)
  take(/^\s*(?:no\.?\s*)?(\d+[a-z]?)\s*$/i, (v) => `${v}室`)
  const left = rest.replace(/[\s,;/#]+/g, ' ').trim()
  return [parts.join(''), left].filter(Boolean).join(' ')
}
