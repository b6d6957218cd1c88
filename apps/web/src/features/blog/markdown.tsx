/**
 * Light markdown for articles, rendered as React text nodes: paragraphs (blank lines), "- " lists,
 * "# " headings and **bold**. Nothing is ever parsed as HTML, so an article cannot inject markup.
 */
import type { ReactNode } from 'react'

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }

export function blocksOf(source: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '')
    if (lines.length === 0) continue
    if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
      blocks.push({ kind: 'list', items: lines.map((l) => l.replace(/^\s*[-*]\s+/, '')) })
    } else if (lines.length === 1 && /^#{1,3}\s+/.test(lines[0] ?? '')) {
      blocks.push({ kind: 'heading', text: (lines[0] ?? '').replace(/^#{1,3}\s+/, '') })
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join('\n') })
    }
  }
  return blocks
}

/** `**bold**` as <strong>; everything else stays text. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  )
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="article-body">
      {blocksOf(source).map((block, i) => {
        // biome-ignore-start lint/suspicious/noArrayIndexKey: blocks of one fixed text
        if (block.kind === 'heading') return <h2 key={i}>{inline(block.text)}</h2>
        if (block.kind === 'list')
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </ul>
          )
        return <p key={i}>{inline(block.text)}</p>
        // biome-ignore-end lint/suspicious/noArrayIndexKey: blocks of one fixed text
      })}
    </div>
  )
}
