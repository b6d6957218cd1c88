// Placeholder: the order helper replaces this page.
export function Component() {
  return <main className="page">…</main>
}
