import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import type { Logger } from '../../application/ports/logger'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { OutboxMailer } from '../mail/outbox-mailer'
import { PostmarkMailer } from '../mail/postmark-mailer'

/** Postmark when POSTMARK_SERVER_TOKEN is set, else the outbox folder in DATA_DIR. */
export function mailModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    if (config.postmark) {
      bind(TOKENS.Mailer).toConstantValue(
        new PostmarkMailer({ serverToken: config.postmark.serverToken, apiUrl: config.postmark.apiUrl, from: config.mailFrom }),
      )
    } else {
      const folder = join(config.dataDir === ':memory:' ? './.data' : config.dataDir, 'outbox')
      bind(TOKENS.Mailer)
        .toResolvedValue((logger: Logger) => new OutboxMailer(folder, logger), [TOKENS.Logger])
        .inSingletonScope()
    }
  })
}
