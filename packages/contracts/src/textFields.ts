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
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

export function inputTextFields(schema: z.ZodType): TextField[] {
  const out: TextField[] = []
  const seen = new Set<z.ZodType>()
  const visit = (node: z.ZodType | undefined, path: string[]): void => {
    if (!node || seen.has(node)) return
    seen.add(node)
    const def = defOf(node)
    switch (def.type) {
      case 'string': {
        const fns = (def.checks ?? []).map((c) => c._zod.def.fn)
        const multiline = fns.includes(isMultilineText)
        out.push({
          path,
          multiline,
          guarded: multiline || fns.includes(isSingleLineText) || def.format !== undefined,
        })
        return
      }
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) visit(child, [...path, key])
        return
      case 'array':
        visit(def.element, [...path, '[]'])
        return
      case 'record':
        visit(def.valueType, [...path, '{}'])
        return
      case 'tuple':
        for (const [i, item] of (def.items ?? []).entries()) visit(item, [...path, String(i)])
        return
      case 'union':
        for (const option of def.options ?? []) visit(option, path)
        return
      case 'intersection':
        visit(def.left, path)
        visit(def.right, path)
        return
      case 'pipe':
        visit(def.in, path)
        return
      case 'lazy':
        visit(def.getter?.(), path)
        return
      default:
        visit(def.innerType, path)
    }
  }
  visit(schema, [])
  return out
}
