/** The data lake policy values taken from configuration by the composition root. */
export interface DataLakeSettings {
  /** Case-insensitive regular expression of sensitive field names; null for the built-in one. */
  readonly sensitiveFieldPattern: string | null
  /** An update through the operations endpoint touches at most this many documents. */
  readonly maxUpdateMatches: number
  /** Change records older than this many days are removed (absent: 90). */
  readonly changeLogRetentionDays?: number
}
