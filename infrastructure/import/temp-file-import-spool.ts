import { createReadStream } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ImportSpool, SpoolFile } from '../../application/ports/import-spool'

/** Spools in a private temporary directory (mode 700, file 600) under `dir` (the OS's by default), removed on discard. */
export class TempFileImportSpool implements ImportSpool {
  constructor(private readonly dir: string = tmpdir()) {}

  async open(): Promise<SpoolFile> {
    const folder = await mkdtemp(join(this.dir, 'import-'))
    const path = join(folder, 'rows.ndjson')
    const handle = await open(path, 'w', 0o600)
    let closed = false
    const close = async () => {
      if (closed) return
      closed = true
      await handle.close()
    }
    return {
      async append(lines) {
        if (lines.length > 0) await handle.write(`${lines.join('\n')}\n`)
      },
      async *read(size) {
        await close()
        let pending = ''
        let group: string[] = []
        for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
          pending += chunk as string
          let start = 0
          for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
            group.push(pending.slice(start, end))
            start = end + 1
            if (group.length >= size) {
              yield group
              group = []
            }
          }
          pending = pending.slice(start)
        }
        if (group.length > 0) yield group
      },
      async discard() {
        await close()
        await rm(folder, { recursive: true, force: true })
      },
    }
  }
}
