import type { Socket } from 'node:net'
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
 * A lane's statements of one turn of the event loop leave in one write, and the pool's own
 * connections are `TransactionClient`s whose BEGIN leaves with the transaction's first statement
 * (decision 0074).
 *
 * A statement waits behind those sent before it on its lane: a new one goes to the lane with the
 * fewest in flight, so one slow statement holds up the few queued behind it, not the process.
 */
export class PipelinedPool extends pg.Pool {
  private readonly lanes: (Lane | null)[]

  constructor(config: pg.PoolConfig & { lanes: number }) {
    const { lanes, ...poolConfig } = config
    super({ ...poolConfig, Client: TransactionClient })
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
      this.gatherThisTurn()
      return await this.client.query(config as pg.QueryConfig, values as unknown[])
    } finally {
      this.inFlight--
    }
  }

  /**
   * Holds this turn's statements in the socket's buffer: they leave in one write when the event
   * loop turns (after its poll phase: every request read in this turn has asked for its statements
   * by then), and PostgreSQL's backend wakes once for them instead of once each. A socket already
   * corked is already holding this turn's statements (node-postgres corks only within a send).
   */
  private gatherThisTurn(): void {
    const socket = socketOf(this.client)
    if (socket.writableCorked === 0) holdWrites(socket)
  }

  async end(): Promise<void> {
    await this.connected.catch(() => undefined)
    await this.client.end().catch(() => undefined)
  }
}

/** The socket a node-postgres client writes to. */
function socketOf(client: pg.Client): Socket {
  return (client as unknown as { connection: { stream: Socket } }).connection.stream
}

/**
 * Holds a socket's writes until the returned release is called or the event loop turns, whichever
 * comes first; releasing twice is harmless.
 */
function holdWrites(socket: Socket): () => void {
  let held = true
  socket.cork()
  const release = () => {
    if (!held) return
    held = false
    socket.uncork()
  }
  setImmediate(release)
  return release
}

/** A statement that only starts a transaction (with its modes): nothing after a semicolon. */
const BEGIN = /^\s*(begin|start\s+transaction)\b[^;]*;?\s*$/i

/** What `BEGIN` answers; nobody reads more of it (drizzle awaits it and goes on). */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] }

/**
 * The pool's own connections, which transactions take (decision 0074): a pipelined client whose
 * `BEGIN` is not waited for but leaves in one write with the transaction's first statement. Every
 * round trip to PostgreSQL costs a write, a backend's wake-up and a read on each side (at lunch-rush
 * load the server's thread spent ~88 us in each write while the woken backend ran); a transaction
 * opened with a round trip of its own paid that for nothing.
 *
 * The first statement answers only once BEGIN has: if BEGIN failed, so does it. BEGIN fails only on a
 * connection that is lost or in a failed transaction, and on either the statement behind it fails too,
 * so nothing runs outside the transaction the caller asked for.
 */
class TransactionClient extends pg.Client {
  /** BEGIN's answer, until the statement after it is asked for */
  private begun: Promise<unknown> | null = null
  /** Sends BEGIN (and what was written behind it) if it is still held */
  private sendHeldBegin: () => void = () => undefined

  constructor(config?: pg.ClientConfig) {
    super({ ...config, pipeline: true } as pg.ClientConfig)
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(...args: any[]): any {
    const [config, values, callback] = args
    const query = (super.query as (...a: unknown[]) => unknown).bind(this)
    const plain =
      typeof callback !== 'function' && typeof values !== 'function' && typeof config?.submit !== 'function'
    if (!plain) {
      this.sendHeldBegin()
      return query(...args)
    }
    const text = typeof config === 'string' ? config : config?.text
    if (this.begun === null && typeof text === 'string' && BEGIN.test(text)) {
      // a caller that asks for nothing more before the loop turns still sends it
      this.sendHeldBegin = holdWrites(socketOf(this))
      const begun = query(...args) as Promise<unknown>
      begun.catch(() => undefined)
      this.begun = begun
      return Promise.resolve(BEGUN)
    }
    const begun = this.begun
    this.begun = null
    const answer = query(...args) as Promise<unknown>
    this.sendHeldBegin()
    if (begun === null) return answer
    return Promise.all([begun, answer]).then(([, result]) => result)
  }
}
