import { expect, test } from 'bun:test'
import { Container } from 'inversify'
import { TOKENS } from '../../../application/ports/tokens'
import { mongoPersistenceModule } from '../../../infrastructure/container/mongo-persistence-module'
import { sqlitePersistenceModule } from '../../../infrastructure/container/sqlite-persistence-module'
import { testConfig } from '../../support/test-config'

// A port given a SQLite adapter but no MongoDB one would only fail when production starts on MONGODB_URI.
test('every port the SQLite module binds, the MongoDB module binds too', () => {
  const bound = (load: (c: Container) => void) => {
    const container = new Container({ defaultScope: 'Singleton' })
    load(container)
    return Object.entries(TOKENS)
      .filter(([, token]) => container.isBound(token))
      .map(([name]) => name)
      .sort()
  }
  // The MongoDB client connects lazily: building the module opens no connection.
  const config = testConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/', MONGODB_DB: 'unused' })
  const sqlite = bound((c) => void c.load(sqlitePersistenceModule(config)))
  const mongo = bound((c) => void c.load(mongoPersistenceModule(config)))
  expect(sqlite.length).toBeGreaterThanOrEqual(8)
  expect(mongo).toEqual(sqlite)
})
