/** One server-sent event as a client reads it. */
export interface SseEvent {
  event: string
  data: string
}

export interface SseReader {
  status: number
  contentType: string | null
  /** Headers of the answer (buffering and caching hints). */
  headers: Headers
  /** The events read so far, in order. */
  events: SseEvent[]
  /** Comment lines (heartbeats) and the retry hint, as read. */
  comments: string[]
  retry: number | null
  /** Waits for the first event (from the start) that `matches`; rejects after `timeoutMs`. */
  next(matches: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>
  close(): void
}

/**
 * Opens an event stream with fetch and parses it as EventSource would (event, data, retry, comment
 * lines). A non-200 answer resolves too (status and `events` empty), for tests of refusals.
 */
export async function openSse(url: string): Promise<SseReader> {
  const controller = new AbortController()
  const response = await fetch(url, { signal: controller.signal })
  const events: SseEvent[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const reader: SseReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    events,
    comments,
    retry: null,
    next(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches)
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel().catch(() => undefined)
    return reader
  }
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let event = 'message'
          const data: string[] = []
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim())
            else if (line.startsWith('retry:')) reader.retry = Number(line.slice(6).trim())
            else if (line.startsWith('event:')) event = line.slice(6).trim()
            else if (line.startsWith('data:')) data.push(line.slice(5).trim())
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') })
          for (const waiter of [...waiters]) waiter()
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted by close()
    }
  })()
  return reader
}
