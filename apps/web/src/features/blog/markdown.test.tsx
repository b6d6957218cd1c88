import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { blocksOf, Markdown } from './markdown'

describe('article markdown', () => {
  it('splits paragraphs, lists and headings', () => {
    expect(
      blocksOf('# Paying\n\nMost shops take WeChat.\nSome take cards.\n\n- Alipay\n- WeChat Pay'),
    ).toEqual([
      { kind: 'heading', text: 'Paying' },
      { kind: 'paragraph', text: 'Most shops take WeChat.\nSome take cards.' },
      { kind: 'list', items: ['Alipay', 'WeChat Pay'] },
    ])
  })

  it('renders **bold** as strong and never renders HTML from the text', () => {
    const { container } = render(
      <Markdown source={'Use **Alipay** <img src=x onerror="alert(1)"><script>alert(2)</script>'} />,
    )
    expect(container.querySelector('strong')?.textContent).toBe('Alipay')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
