import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { DatabaseAccess } from '../../application/services/database-access'
import { DocumentCodec } from '../../application/services/document-codec'
import { DocumentInserter } from '../../application/services/document-inserter'
import { DocumentReader } from '../../application/services/document-reader'
import { AddOrRenameVariables } from '../../application/use-cases/add-or-rename-variables'
import { CreateDatabase } from '../../application/use-cases/create-database'
import { CreateDocument } from '../../application/use-cases/create-document'
import { CreateDocuments } from '../../application/use-cases/create-documents'
import { DeleteDatabase } from '../../application/use-cases/delete-database'
import { DeleteDocuments } from '../../application/use-cases/delete-documents'
import { ExecuteOperation } from '../../application/use-cases/execute-operation'
import { ListDatabases } from '../../application/use-cases/list-databases'
import { ListSources } from '../../application/use-cases/list-sources'
import { PatchDocumentField } from '../../application/use-cases/patch-document-field'
import { ReadDocuments } from '../../application/use-cases/read-documents'
import { UpdateDocuments } from '../../application/use-cases/update-documents'
import type { Config } from '../config/config'
import { AesGcmFieldCipher } from '../crypto/aes-gcm-field-cipher'

/** An update through the operations endpoint touches at most this many documents (docs/data-lake.md). */
const MAX_UPDATE_MATCHES = 1000

/** The data lake: field encryption, its policy, and its use cases (the store comes from persistence). */
export function dataLakeModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.FieldCipher).toConstantValue(new AesGcmFieldCipher(config.fieldEncryptionKeys))
    bind(TOKENS.DataLakeSettings).toConstantValue({
      sensitiveFieldPattern: config.sensitiveFieldPattern,
      maxUpdateMatches: MAX_UPDATE_MATCHES,
      changeLogRetentionDays: config.changeLogRetentionDays,
    })
    const classes: (new (...args: any[]) => object)[] = [
      DatabaseAccess,
      DocumentCodec,
      DocumentInserter,
      DocumentReader,
      AddOrRenameVariables,
      CreateDatabase,
      CreateDocument,
      DeleteDatabase,
      ExecuteOperation,
      CreateDocuments,
      ReadDocuments,
      UpdateDocuments,
      DeleteDocuments,
      ListDatabases,
      ListSources,
      PatchDocumentField,
    ]
    for (const c of classes) bind(c).toSelf().inSingletonScope()
  })
}
