import { type ClientSession, type Db, MongoError } from 'mongodb'
import { DomainError } from '../../../domain/errors'

/** MongoDB's WriteConflict: another transaction wrote a document this one touched. */
const WRITE_CONFLICT = 112
/**
 * DocumentDB's code for PostgreSQL's 25P02 ("current transaction is aborted"), its sqlerrcode
 * MAKE_SQLSTATE('2','5','P','0','2'). Its gateway answers it instead of the WriteConflict when the
 * conflicting command carries maxTimeMS (every adapter call does): the transaction is gone, like
 * MongoDB's NoSuchTransaction, so it is run again as a conflict.
 */
const DOCUMENTDB_TRANSACTION_ABORTED = 33685826
const CONFLICT_CODES = new Set([WRITE_CONFLICT, DOCUMENTDB_TRANSACTION_ABORTED])
/** How many times a transaction is run again after a write conflict the server did not label transient. */
const ATTEMPTS = 20

/**
 * Thrown by a transaction's work when a document changed between its read and its write (the
 * write's filter names the version read and matched nothing). MongoDB's snapshot transactions
 * answer that as a write conflict themselves; a server that runs them as READ COMMITTED
 * (DocumentDB, the engine of Azure Cosmos DB for MongoDB vCore) lets the write see the newer
 * document, so the version in the filter is what catches it. The transaction is run again.
 */
export class DocumentChangedMeanwhile extends Error {
  constructor() {
    super('a document changed between the read and the write of this transaction')
  }
}

/**
 * Runs a data lake write and the append of its change records in one transaction where the
 * deployment has transactions (a replica set or a sharded cluster, told by `hello`), else
 * without a session, one after the other (FerretDB, a standalone server: docs/change-log.md says
 * what that can miss). Asked once per process; a failed question means "no transactions".
 * A write conflict is run again; one that outlasts the retries is 503 (busy, retry), never a 500.
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
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work)
      } catch (error) {
        // Labelled transient: the driver already ran it again for up to 120 s.
        const labelled = error instanceof MongoError && error.hasErrorLabel('TransientTransactionError')
        const conflict =
          error instanceof DocumentChangedMeanwhile || (error instanceof MongoError && CONFLICT_CODES.has(Number(error.code)))
        if (!labelled && !conflict) throw error
        if (labelled || attempt >= ATTEMPTS) throw DomainError.upstreamUnavailable('The database is busy, please try again', 1)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 50)))
      }
    }
  }

  private async once<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = this.db.client.startSession()
    try {
      let result: T | undefined
      // withTransaction runs the whole callback again on errors the server labels transient
      // (MongoDB's write conflicts); DocumentDB leaves the label off, so run() catches those.
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
