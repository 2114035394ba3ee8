import type { ClientSession, Db } from 'mongodb'

/**
 * Runs a data lake write and the append of its change records in one transaction where the
 * deployment has transactions (a replica set or a sharded cluster, told by `hello`), else
 * without a session, one after the other (FerretDB, a standalone server: docs/change-log.md says
 * what that can miss). Asked once per process; a failed question means "no transactions".
 */
export class MongoTransactions {
  private supported: Promise<boolean> | null = null

  constructor(private readonly db: Db) {}

  /** Whether the deployment runs transactions (asked once). */
  available(): Promise<boolean> {
    this.supported ??= this.detect()
    return this.supported
  }

  async run<T>(work: (session: ClientSession | undefined) => Promise<T>): Promise<T> {
    if (!(await this.available())) return work(undefined)
    const session = this.db.client.startSession()
    try {
      let result: T | undefined
      // withTransaction retries the whole callback on transient errors (a write conflict on a counter).
      await session.withTransaction(async () => {
        result = await work(session)
      })
      return result as T
    } finally {
      await session.endSession()
    }
  }

  private async detect(): Promise<boolean> {
    try {
      const hello = await this.db.admin().command({ hello: 1 })
      return typeof hello.setName === 'string' || hello.msg === 'isdbgrid'
    } catch {
      return false
    }
  }
}
