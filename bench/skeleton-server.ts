/**
 * The skeleton floors' process (bench/skeleton-routes.ts, bench/skeleton-scenarios.ts): the service's
 * container on its own DATA_DIR (the same store: WAL, synchronous=NORMAL, the checkpoint worker, group
 * commit), and a minimal Elysia app serving the skeleton routes. Everything else (sign-in, creating a
 * database, seeding documents: the scenarios' setup, never measured) is handed to the real app.
 */
import 'reflect-metadata'
import process from 'node:process'
import { Elysia } from 'elysia'
import { loadConfig } from '../infrastructure/config/config'
import { buildContainer } from '../infrastructure/container/build-container'
import { initializeStore } from '../infrastructure/container/initialize-store'
import { createApp } from '../interfaces/http/create-app'
import { skeletonRoutes } from './skeleton-routes'

const config = loadConfig(process.env)
const container = buildContainer(config)
await initializeStore(container)
const real = createApp(container)
const handOver = ({ request }: { request: Request }) => real.handle(request)

const skeleton = skeletonRoutes(container)
const app = new Elysia({ serve: { routes: skeleton.raw } })
  .use(skeleton.app)
  .all('/api/*', handOver, { parse: 'none' })
  .get('/livez', handOver)
  .listen({ port: config.port, hostname: config.host, reusePort: false })

process.on('SIGTERM', async () => {
  await app.stop(true)
  await container.unbindAllAsync().catch(() => {})
  process.exit(0)
})
