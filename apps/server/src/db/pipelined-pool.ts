import pg from 'pg'

/**
 * A pool whose statements outside a transaction travel over a few pipelined connections (decision
 * 0073): node-postgres sends a query on a pipelined client as soon as it is asked, without waiting
 * for the one before, and many requests' statements go out in one write and come back in one read.
 * With a connection per statement (the pool) every statement cost its own write, its own wake-up of
 * a PostgreSQL backend and its own read. Transactions still take a pooled connection of their own
 * (`connect`), so nothing they do is interleaved with anything else; a statement outside one is its
 * own implicit transaction on a pipelined connection too (each ends with its Sync), and an error
 * fails that statement only.
 *
 * A statement waits behind those sent before it on its lane: a new one goes to the lane with the
 * fewest in flight, so one slow statement holds up the few queued behind it, not the process.
 */
export class PipelinedPool extends pg.Pool {
  private readonly lanes: (Lane | null)[]

  constructor(config: pg.PoolConfig & { lanes: number }) {
    const { lanes, ...poolConfig } = config
    super(poolConfig)
    this.lanes = Array.from({ length: lanes }, () => null)
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(...args: any[]): any {
    // callbacks and streams (Submittables) keep the pool's own path, and so does an ended pool
    // (which refuses as pg.Pool does)
    const [config, values, callback] = args
    if (
      this.lanes.length === 0 ||
      typeof callback === 'function' ||
      typeof values === 'function' ||
      typeof config?.submit === 'function'
    )
      return (super.query as (...a: unknown[]) => unknown)(...args)
    const lane = this.leastBusyLane()
    return lane.run(config, values)
  }

  /** The lane with the fewest statements in flight; a missing or broken one is opened again. */
  private leastBusyLane(): Lane {
    let best: Lane | null = null
    for (let i = 0; i < this.lanes.length; i++) {
      let lane = this.lanes[i]
      if (!lane || lane.broken) {
        lane = new Lane(this.options)
        this.lanes[i] = lane
      }
      if (!best || lane.inFlight < best.inFlight) best = lane
    }
    if (!best) throw new Error('a pipelined pool has at least one lane')
    return best
  }

  override async end(): Promise<void> {
    const lanes = this.lanes.splice(0)
    await Promise.all(lanes.map((lane) => lane?.end()))
    await super.end()
  }
}

/** One pipelined connection, opened on first use. */
class Lane {
  inFlight = 0
  broken = false
  private readonly client: pg.Client
  private readonly connected: Promise<void>

  constructor(options: pg.PoolConfig) {
    this.client = new pg.Client({ ...options, pipeline: true } as pg.ClientConfig)
    // A lost connection fails what it had in flight; the next statement opens another lane.
    this.client.on('error', () => {
      this.broken = true
    })
    this.client.on('end', () => {
      this.broken = true
    })
    this.connected = this.client.connect().then(
      () => undefined,
      (error: unknown) => {
        this.broken = true
        throw error
      },
    )
    // a lane opened beside the one chosen may fail with nobody waiting: not an unhandled rejection
    this.connected.catch(() => undefined)
  }

  async run(config: unknown, values: unknown): Promise<pg.QueryResult> {
    this.inFlight++
    try {
      await this.connected
      return await this.client.query(config as pg.QueryConfig, values as unknown[])
    } finally {
      this.inFlight--
    }
  }

  async end(): Promise<void> {
    await this.connected.catch(() => undefined)
    await this.client.end().catch(() => undefined)
  }
}
