import { createRequire } from 'node:module'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { AggregateDocuments } from '../../application/use-cases/aggregate-documents'
import { BatchDocuments } from '../../application/use-cases/batch-documents'
import { ExportDocuments } from '../../application/use-cases/export-documents'
import { ImportDocuments } from '../../application/use-cases/import-documents'
import type { Config } from '../config/config'
import { StreamingImportRecords } from '../import/streaming-import-records'
import { TempFileImportSpool } from '../import/temp-file-import-spool'
import type { EmbeddedStore } from '../persistence/sqlite/embedded-store'
import type { SqliteDataLakeStore } from '../persistence/sqlite/sqlite-data-lake-store'
import { SqliteDocumentAggregates } from '../persistence/sqlite/sqlite-document-aggregates'
import { SqliteDocumentBatch } from '../persistence/sqlite/sqlite-document-batch'
import { INFRA } from './infrastructure-tokens'

// As mongo-persistence-module.ts: the driver loads only when MONGODB_URI is set.
const require = createRequire(import.meta.url)
const mongo = (): typeof import('./bulk-data-mongo-bindings') => require('./bulk-data-mongo-bindings.ts')

/** Bulk data (docs/bulk-data.md): aggregate, batch, import and export, on the configured store. */
export function bulkDataModule(config: Config) {
  return new ContainerModule((options) => {
    const { bind } = options
    bind(AggregateDocuments).toSelf().inSingletonScope()
    bind(BatchDocuments).toSelf().inSingletonScope()
    bind(ImportDocuments).toSelf().inSingletonScope()
    bind(ExportDocuments).toSelf().inSingletonScope()
    bind(TOKENS.ImportRecords).toConstantValue(new StreamingImportRecords())
    bind(TOKENS.ImportSpool).toConstantValue(new TempFileImportSpool())
    if (config.mongo) {
      mongo().bulkDataMongoBindings(config, options)
      return
    }
    bind(TOKENS.DocumentAggregates)
      .toResolvedValue((store: EmbeddedStore) => new SqliteDocumentAggregates(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.DocumentBatch)
      .toResolvedValue(
        (store: EmbeddedStore, lake: object) => new SqliteDocumentBatch(store, (name) => (lake as SqliteDataLakeStore).forgetPages(name)),
        [INFRA.EmbeddedStore, TOKENS.DataLakeStore],
      )
      .inSingletonScope()
  })
}
