// Inversify reads decorator metadata through reflect-metadata; load it before any use case.
import 'reflect-metadata'

// One line per run, not one per suite: MongoDB runs need a server (scripts/test-all.sh starts FerretDB).
if (!process.env.TEST_MONGODB_URI) console.log('TEST_MONGODB_URI is not set: MongoDB contract and HTTP runs are skipped')
