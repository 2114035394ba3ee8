import { ContainerModule } from 'inversify'
import type { DeskSettings } from '../../application/ports/desk-settings'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'

/** The desk's settings (inquiries, inbound mail, replies); its stores come with the persistence module. */
export function deskModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    const settings: DeskSettings = {
      notifyEmail: config.desk.notifyEmail,
      replyAddress: config.desk.replyAddress,
      reopenDays: config.desk.reopenDays,
      attachmentMaxBytes: config.desk.attachmentMaxBytes,
      firstResponseMinutes: config.desk.firstResponseMinutes,
      retryScheduleSeconds: config.webhooks.retryScheduleSeconds,
    }
    bind(TOKENS.DeskSettings).toConstantValue(settings)
  })
}
