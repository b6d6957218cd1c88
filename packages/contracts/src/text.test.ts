import { describe, expect, it } from 'vitest'
import { isMultilineText, isSingleLineText } from './common'
import { ALL_CALLS } from './index'
import { inputTextFields } from './textFields'

/**
 * Issue 10.4: every string field of every call's input refuses control characters, because every
 * one is built from `Text()` / `MultilineText()` (common.ts). A contract that uses a bare
 * `z.string()` for an input fails here, naming the call and the field.
 */
describe('every text field of every call refuses control characters', () => {
  it('builds each input string from Text() or MultilineText()', () => {
    const fields = ALL_CALLS.flatMap((call) =>
      inputTextFields(call.input).map((field) => ({
        ...field,
        name: `${call.path}:${field.path.join('.')}`,
      })),
    )
    expect(fields.length).toBeGreaterThan(50)
    expect(fields.filter((f) => !f.guarded).map((f) => f.name)).toEqual([])
  })

  it('refuses NUL, other C0/C1 controls and line breaks in one-line text; allows line breaks in multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085', 'a\nb', 'a\rb', 'a\u2028b'])
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false)
    for (const good of ['Nanjing Road 100', '南京东路', 'مرحبا', 'tab-free text', 'emoji 🍜'])
      expect(isSingleLineText(good)).toBe(true)
    expect(isMultilineText('line one\nline two\r\n')).toBe(true)
    for (const bad of ['a\u0000b', 'a\u0008', 'a\u007f', 'a\u009b'])
      expect(isMultilineText(bad), JSON.stringify(bad)).toBe(false)
  })
})
