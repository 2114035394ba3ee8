import type { FlowProvider } from '../../application/ports/flow-provider'
import type { Logger } from '../../application/ports/logger'
import { DomainError } from '../../domain/errors'
import type { Flow } from '../../domain/flow'
import { isActivepiecesFlow, mapActivepiecesFlow } from './activepieces-flow-mapper'

export interface ActivepiecesSettings {
  /** Base URL of the API, up to and including `/api` (`https://cloud.activepieces.com/api`). */
  readonly url: string
  readonly apiKey: string | null
  readonly timeoutMs?: number
  readonly maxBodyBytes?: number
}

const UNAVAILABLE = 'The flow provider is unavailable, please try again later'

/**
 * The `activepieces` source: reads `GET /v1/flows/{id}` with the API key as a bearer token and
 * maps the answer. Its 404 is ours; any other failure (unreachable, timeout, 401/403 from our own
 * credentials, 5xx, a body that is not a flow) is UPSTREAM_BAD_RESPONSE, never the client's fault.
 */
export class ActivepiecesFlowProvider implements FlowProvider {
  private readonly timeoutMs: number
  private readonly maxBodyBytes: number

  constructor(
    private readonly settings: ActivepiecesSettings,
    private readonly logger?: Logger,
  ) {
    this.timeoutMs = settings.timeoutMs ?? 5000
    this.maxBodyBytes = settings.maxBodyBytes ?? 5 * 1024 * 1024
  }

  async find(flowId: string): Promise<Flow | null> {
    const url = `${this.settings.url.replace(/\/+$/, '')}/v1/flows/${encodeURIComponent(flowId)}`
    let body: string
    let status: number
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}) },
        // A redirect could carry the bearer token to another host: treat it as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      status = response.status
      if (status === 404) {
        await response.body?.cancel()
        return null
      }
      if (status !== 200) {
        await response.body?.cancel()
        throw this.failure('unexpected status', status)
      }
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (declared > this.maxBodyBytes) {
        await response.body?.cancel()
        throw this.failure('body too large', status)
      }
      body = await response.text()
    } catch (error) {
      if (error instanceof DomainError) throw error
      // The error text may hold the URL; log only its kind.
      throw this.failure(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable')
    }
    if (body.length > this.maxBodyBytes) throw this.failure('body too large', status)
    let value: unknown
    try {
      value = JSON.parse(body)
    } catch {
      throw this.failure('body is not JSON', status)
    }
    if (!isActivepiecesFlow(value)) throw this.failure('body is not a flow', status)
    return mapActivepiecesFlow(value)
  }

  private failure(reason: string, status?: number): DomainError {
    this.logger?.warn('activepieces flow read failed', { reason, ...(status !== undefined ? { status } : {}) })
    return DomainError.upstreamBadResponse(UNAVAILABLE)
  }
}
