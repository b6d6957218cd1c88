/**
 * The built app renders with preact/compat (decision 0050) while the other unit tests run on React:
 * these run the two fixes of preactFixes.ts on Preact itself.
 */
import { Component, h, render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import './preactFixes'

const host = () => document.body.appendChild(document.createElement('div'))
afterEach(() => {
  document.body.innerHTML = ''
})

describe('preactFixes', () => {
  it('focuses an autoFocus element once, when it is inserted (as React does)', async () => {
    const root = host()
    render(h('div', null, h('input', { autoFocus: true, 'aria-label': 'search' })), root)
    const input = root.querySelector('input')
    await Promise.resolve()
    expect(document.activeElement).toBe(input)
    input?.blur()
    // a re-render of the same element does not take the focus back
    render(h('div', null, h('input', { autoFocus: true, 'aria-label': 'search', value: 'x' })), root)
    await Promise.resolve()
    expect(document.activeElement).not.toBe(input)
  })

  it('an unmounted component cannot be rendered again (its parent reads null, writes ignored)', () => {
    const root = host()
    let renders = 0
    let instance: Component | undefined
    class Child extends Component {
      render() {
        instance = this
        renders++
        return h('p', null, 'child')
      }
    }
    render(h(Child, null), root)
    expect(renders).toBe(1)
    render(null, root)
    // what compat's Suspense does on its last suspension: give the parent back, then force an update
    const internals = instance as unknown as { __P: unknown }
    internals.__P = root
    expect(internals.__P).toBeNull()
    instance?.forceUpdate()
    expect(renders).toBe(1)
    expect(root.textContent).toBe('')
  })
})
