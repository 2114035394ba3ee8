import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { ListSources } from '../../../application/use-cases/list-sources'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'

const SourceSummarySchema = t.Object({
  source: t.String({ examples: ['erp'] }),
  databases: Type.Integer({ minimum: 1, description: 'How many databases the source holds' }),
})

/** The sources a caller has databases in: what a client offers to choose from instead of a free-text box. */
export function sourceRoutes(deps: { protect: ProtectedRoutes; listSources: ListSources }) {
  return new Elysia({ prefix: '/api/v1/datalake/sources', tags: ['Data lake'] }).get(
    '',
    ...deps.protect.handler(
      {
        response: { 200: t.Array(SourceSummarySchema), ...errors(401, 403, 404, 503) },
        detail: {
          summary: 'List the sources that hold databases',
          description:
            'By name, each with its count of databases, at most 1000: the acting workspace (administrators: every workspace; an API key scoped to sources: only those). A source without databases is not listed.',
        },
      },
      ({ principal }) => deps.listSources.execute({ principal }),
    ),
  )
}
