import { swagger } from '@elysiajs/swagger'
import { Elysia } from 'elysia'

type Doc = { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, { content?: Record<string, unknown> }> }>> }

/**
 * OpenAPI 3 at /swagger (UI) and /swagger/json. Our routes speak JSON only, but the plugin cannot
 * see our own body parser and would list form and text bodies too; the document is trimmed to JSON.
 */
export function openApi() {
  // The hook must precede the plugin (hooks reach only routes registered after them) and is local:
  // it runs for the plugin's own routes, never on the API's requests.
  return new Elysia({ name: 'openapi' })
    .onAfterHandle(({ path, response }) => {
      if (path === '/swagger/json' && response && typeof response === 'object') jsonOnly(response as Doc)
    })
    .use(
      swagger({
        path: '/swagger',
        exclude: ['/swagger', '/swagger/json'],
        documentation: {
          info: {
            title: 'Logistics Inquiry and Data Lake Service',
            version: '1.0.0',
            description: 'Passwordless sign-in, a data lake of schemaless collections, a generic CRUD endpoint, public AI endpoints, users, automation flows and health. Errors are always {message, code}.',
          },
          components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
      }),
    )
}

function jsonOnly(doc: Doc): void {
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      keepJson(operation.requestBody?.content)
      for (const response of Object.values(operation.responses ?? {})) keepJson(response.content)
    }
  }
}

function keepJson(content: Record<string, unknown> | undefined): void {
  if (!content || !content['application/json']) return
  for (const type of Object.keys(content)) if (type !== 'application/json') delete content[type]
}
