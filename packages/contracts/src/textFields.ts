import type { z } from 'zod'
import { isMultilineText, isSingleLineText } from './common'

/**
 * The string fields of a call's input, found by walking its zod schema (issue 10.4): what the
 * hygiene tests use to check that every one refuses control characters. A path is the keys from
 * the body down, '[]' for an array's element.
 */
export interface TextField {
  path: string[]
  /** Built from Text() / MultilineText(), or a string format (ISO time, e-mail) with its own pattern. */
  guarded: boolean
  multiline: boolean
  /**
   * Values the body needs for this field to be read at all: the literal fields (discriminators) of
   * the union options on the way down, e.g. `template.kind = 'delivery'`.
   */
  given: { path: string[]; value: unknown }[]
}

type Def = {
  type: string
  checks?: { _zod: { def: { check: string; fn?: unknown } } }[]
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  options?: z.ZodType[]
  left?: z.ZodType
  right?: z.ZodType
  valueType?: z.ZodType
  items?: z.ZodType[]
  getter?: () => z.ZodType
  format?: string
  values?: unknown[]
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

export function inputTextFields(schema: z.ZodType): TextField[] {
  const out: TextField[] = []
  const seen = new Set<z.ZodType>()
  type Given = TextField['given']
  const visit = (node: z.ZodType | undefined, path: string[], given: Given = []): void => {
    if (!node) return
    // A schema shared by several options is walked once per option (their literals differ).
    if (given.length === 0) {
      if (seen.has(node)) return
      seen.add(node)
    }
    const def = defOf(node)
    switch (def.type) {
      case 'string': {
        const fns = (def.checks ?? []).map((c) => c._zod.def.fn)
        const multiline = fns.includes(isMultilineText)
        out.push({
          path,
          given,
          multiline,
          guarded: multiline || fns.includes(isSingleLineText) || def.format !== undefined,
        })
        return
      }
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) visit(child, [...path, key], given)
        return
      case 'array':
        visit(def.element, [...path, '[]'], given)
        return
      case 'record':
        visit(def.valueType, [...path, '{}'], given)
        return
      case 'tuple':
        for (const [i, item] of (def.items ?? []).entries()) visit(item, [...path, String(i)], given)
        return
      case 'union':
        for (const option of def.options ?? []) visit(option, path, [...given, ...literalsOf(option, path)])
        return
      case 'intersection':
        visit(def.left, path, given)
        visit(def.right, path, given)
        return
      case 'pipe':
        visit(def.in, path, given)
        return
      case 'lazy':
        visit(def.getter?.(), path, given)
        return
      default:
        visit(def.innerType, path, given)
    }
  }
  visit(schema, [])
  return out
}

/** The literal fields of an object option of a union: what selects that option. */
function literalsOf(option: z.ZodType, path: string[]): TextField['given'] {
  const def = defOf(option)
  if (def.type !== 'object') return []
  return Object.entries(def.shape ?? {})
    .filter(([, child]) => defOf(child).type === 'literal')
    .map(([key, child]) => ({ path: [...path, key], value: defOf(child).values?.[0] }))
}
