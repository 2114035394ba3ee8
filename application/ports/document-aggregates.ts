import type { AggregateQuery, AggregateRow } from '../../domain/aggregate-query'

/**
 * Group-by over one database's documents, computed by the store (SQL, an aggregation pipeline),
 * never by reading the documents into the service. Rows hold each group key under its field name
 * (date buckets as `YYYY-MM-DD`, `YYYY-MM-DD` of the week's Monday, `YYYY-MM`, `YYYY`) and each
 * metric under its name; sum is 0 and avg/min/max null when no value is a number. The order of
 * rows is free (the core sorts them).
 */
export interface DocumentAggregates {
  /** The groups of the matching documents; null when there are more than `maxGroups`. */
  aggregate(name: string, query: AggregateQuery, maxGroups: number): Promise<AggregateRow[] | null>
}
