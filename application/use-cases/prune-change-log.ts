import { inject, injectable } from 'inversify'
import type { ChangeLog } from '../ports/change-log'
import type { Clock } from '../ports/clock'
import type { DataLakeSettings } from '../ports/data-lake-settings'
import { TOKENS } from '../ports/tokens'

const DAY_MS = 24 * 60 * 60 * 1000

/** Removes change records older than the retention (CHANGE_LOG_RETENTION_DAYS); the service runs it hourly. */
@injectable()
export class PruneChangeLog {
  constructor(
    @inject(TOKENS.ChangeLog) private readonly log: ChangeLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.DataLakeSettings) private readonly settings: DataLakeSettings,
  ) {}

  /** Answers how many records went. */
  async execute(): Promise<number> {
    const days = this.settings.changeLogRetentionDays ?? 90
    return this.log.removeOlderThan(new Date(this.clock.now().getTime() - days * DAY_MS))
  }
}
