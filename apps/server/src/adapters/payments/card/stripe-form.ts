/**
 * Stripe's wire format for request parameters: `application/x-www-form-urlencoded` with bracket
 * notation for nesting (`line_items[0][price_data][currency]=cny`, `expand[]=payment_intent`).
 * The adapter only encodes; the fake server decodes what the adapter and the official SDK send.
 */
type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue }
export type FormParams = { [key: string]: FormValue }

export function encodeStripeForm(params: FormParams): string {
  const pairs: string[] = []
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item)
    } else if (value !== null && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item)
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value === null ? '' : String(value))}`)
    }
  }
  for (const [key, value] of Object.entries(params)) add(key, value)
  return pairs.join('&')
}

export type DecodedForm = { [key: string]: DecodedValue }
export type DecodedValue = string | DecodedValue[] | DecodedForm

type Container = DecodedForm | DecodedValue[]

function parseKey(rawKey: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey)
  if (!match?.[1]) return null
  return [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
}

/** `a[b][0][c]=x` -> `{ a: { b: [ { c: 'x' } ] } }`; `a[]=x&a[]=y` -> `{ a: ['x', 'y'] }`. */
export function decodeStripeForm(text: string): DecodedForm {
  const root: DecodedForm = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = parseKey(rawKey)
    if (!path) continue
    let node: Container = root
    for (const [depth, segment] of path.entries()) {
      const slots = node as Record<string | number, DecodedValue | undefined>
      const key: string | number = Array.isArray(node)
        ? segment === ''
          ? node.length
          : Number(segment)
        : segment
      const next = path[depth + 1]
      if (next === undefined) {
        slots[key] = value
        break
      }
      let child: DecodedValue | undefined = slots[key]
      if (child === undefined || typeof child === 'string') {
        child = /^\d*$/.test(next) ? [] : {}
        slots[key] = child
      }
      node = child
    }
  }
  return root
}
