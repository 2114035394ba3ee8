/**
 * Bundles the web console (interfaces/console) with Bun's bundler into dist/console: one
 * minified ES module, its stylesheet and its page. `bun install` runs this (postinstall), so a
 * fresh clone serves /console with nothing configured and `bun run start` writes nothing into the
 * checkout; after changing the console's source, `bun run build:console`. The Deno entry serves
 * what it finds there too.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

export const CONSOLE_SOURCE = join(import.meta.dir, '..', 'interfaces', 'console')
export const CONSOLE_DIST = join(import.meta.dir, '..', 'dist', 'console')

export async function buildConsole(outdir = CONSOLE_DIST): Promise<void> {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(join(outdir, 'assets'), { recursive: true })
  const result = await Bun.build({
    entrypoints: [join(CONSOLE_SOURCE, 'main.ts')],
    outdir: join(outdir, 'assets'),
    naming: 'console.js',
    target: 'browser',
    format: 'esm',
    minify: true,
    sourcemap: 'none',
  })
  if (!result.success) throw new AggregateError(result.logs, 'the console did not build')
  for (const asset of ['console.css', 'favicon.svg']) await copyFile(join(CONSOLE_SOURCE, asset), join(outdir, 'assets', asset))
  await copyFile(join(CONSOLE_SOURCE, 'index.html'), join(outdir, 'index.html'))
}

if (import.meta.main) {
  const started = performance.now()
  await buildConsole()
  console.log(`console built into dist/console in ${Math.round(performance.now() - started)} ms`)
}
