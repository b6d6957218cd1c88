import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import * as icons from './icons'

afterEach(() => cleanup())

describe('icons', () => {
  it('are one set: no feature keeps icons of its own', () => {
    const featureIconFiles = Object.keys(import.meta.glob('../../features/**/icons.tsx'))
    expect(featureIconFiles).toEqual([])
  })

  it('the ordering controls (stepper, cart, call) are in the shared set, bolder, hidden from screen readers', () => {
    for (const Icon of [icons.IconPlus, icons.IconMinus, icons.IconCart, icons.IconTrash, icons.IconPhone]) {
      const { container } = render(<Icon size={16} />)
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('aria-hidden')).toBe('true')
      expect(svg?.getAttribute('width')).toBe('16')
      expect(svg?.getAttribute('stroke-width')).toBe('2.2')
      cleanup()
    }
    const { container } = render(<icons.IconSearch />)
    expect(container.querySelector('svg')?.getAttribute('stroke-width')).toBe('2')
  })

  it('pointing icons mirror in RTL; others do not', () => {
    const { container } = render(
      <>
        <icons.IconBack />
        <icons.IconCopy />
      </>,
    )
    const [back, copy] = container.querySelectorAll('svg')
    expect(back?.getAttribute('class')).toContain('icon-dir')
    expect(copy?.getAttribute('class')).toBe('icon')
  })
})
