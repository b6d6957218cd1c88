/** The development page that lists the offline outbox (MAILER=outbox only). Everything is escaped. */

export interface OutboxMail {
  to: string
  subject: string
  text: string
  createdAt: Date
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function renderOutboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">to <b>${escapeHtml(m.to)}</b> · <time datetime="${escapeHtml(m.createdAt.toISOString())}">${escapeHtml(m.createdAt.toISOString())}</time></p>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Siam outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a}
h1{color:#004ca0;font-size:1.4rem}
article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin-block:.75rem}
h2{font-size:1.05rem;margin:0}
.meta{color:#666;font-size:.85rem;margin:.25rem 0}
pre{white-space:pre-wrap;font-size:.95rem;margin:.5rem 0 0}
</style>
</head>
<body>
<h1>Outbox (development)</h1>
<p>The latest ${mails.length} mail(s) the offline mailer kept, newest first. This page refreshes every 5 seconds.</p>
${items || '<p><i>No mail yet.</i></p>'}
</body>
</html>
`
}
