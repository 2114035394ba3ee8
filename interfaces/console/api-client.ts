import type { AccessToken, ApiErrorBody } from './api-types'

/** An answer of the API that was not a success, with the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
  }
}

/** A request that never got an answer (the service is down or the network failed). */
export class NetworkError extends Error {}

type Query = Record<string, string | number | undefined | null>

/** A small typed wrapper over fetch for the public API: same origin, bearer token, JSON in and out. */
export class ApiClient {
  /** Called when an answer says the token no longer works (401), so the console can sign out. */
  onUnauthorized: () => void = () => {}
  /** The workspace lists and creates act in (`X-Workspace-Id`); null: the personal one. */
  workspaceId: string | null = null

  constructor(private token: string | null = null) {}

  setToken(token: string | null): void {
    this.token = token
  }

  get signedIn(): boolean {
    return this.token !== null
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.send<T>('GET', withQuery(path, query))
  }

  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
    return this.send<T>('POST', path, body, headers)
  }

  patch<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
    return this.send<T>('PATCH', path, body, headers)
  }

  /** A GET whose answer carries an ETag (a document's version), for a later If-Match. */
  async getVersioned<T>(path: string): Promise<{ body: T; etag: string | null }> {
    const { body, headers } = await this.exchange<T>('GET', path)
    return { body, etag: headers.get('etag') }
  }

  /** The bytes of a download (attachments), through the bearer token rather than a link. */
  async download(path: string): Promise<Blob> {
    const headers: Record<string, string> = { accept: 'application/octet-stream' }
    if (this.token) headers.authorization = `Bearer ${this.token}`
    let response: Response
    try {
      response = await fetch(path, { headers, credentials: 'omit' })
    } catch {
      throw new NetworkError('The service did not answer. Check that it is running, then retry.')
    }
    if (!response.ok) throw new ApiError(response.status, { message: `The service answered ${response.status}.`, code: 'UNKNOWN' })
    return response.blob()
  }

  delete<T>(path: string): Promise<T> {
    return this.send<T>('DELETE', path)
  }

  /**
   * Sends a file as the body with XMLHttpRequest, whose upload.onprogress reports bytes sent
   * (fetch has no upload progress). JSON answer as `send`'s.
   */
  upload<T>(path: string, file: Blob, contentType: string, onProgress: (sent: number, total: number) => void): Promise<T> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', path)
      xhr.setRequestHeader('accept', 'application/json')
      xhr.setRequestHeader('content-type', contentType)
      if (this.token) xhr.setRequestHeader('authorization', `Bearer ${this.token}`)
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
      xhr.onerror = () => reject(new NetworkError('The service did not answer. Check that it is running, then retry.'))
      xhr.onload = () => {
        const parsed = xhr.responseText ? safeJson(xhr.responseText) : null
        if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T)
        if (xhr.status === 401 && this.token) this.onUnauthorized()
        reject(new ApiError(xhr.status, isErrorBody(parsed) ? parsed : { message: `The service answered ${xhr.status}.`, code: 'UNKNOWN' }))
      }
      xhr.send(file)
    })
  }

  /** A file answer (an export) as a Blob, fetched with the bearer header: the token never goes into a URL. */
  async downloadFile(path: string, query?: Query): Promise<{ blob: Blob; filename: string | null }> {
    const headers: Record<string, string> = {}
    if (this.token) headers.authorization = `Bearer ${this.token}`
    let response: Response
    try {
      response = await fetch(withQuery(path, query), { headers, credentials: 'omit' })
    } catch {
      throw new NetworkError('The service did not answer. Check that it is running, then retry.')
    }
    if (!response.ok) {
      const parsed = safeJson(await response.text())
      if (response.status === 401 && this.token) this.onUnauthorized()
      throw new ApiError(
        response.status,
        isErrorBody(parsed) ? parsed : { message: `The service answered ${response.status}.`, code: 'UNKNOWN' },
      )
    }
    const disposition = response.headers.get('content-disposition') ?? ''
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null
    return { blob: await response.blob(), filename }
  }

  /** Exchanges a login link token (or an e-mail and code) for an access token. */
  verify(body: { token: string } | { email: string; code: string }): Promise<AccessToken> {
    return this.send<AccessToken>('POST', '/api/v1/auth/verify', body)
  }

  private async send<T>(method: string, path: string, body?: unknown, extra?: Record<string, string>): Promise<T> {
    return (await this.exchange<T>(method, path, body, extra)).body
  }

  private async exchange<T>(
    method: string,
    path: string,
    body?: unknown,
    extra?: Record<string, string>,
  ): Promise<{ body: T; headers: Headers }> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.token) headers.authorization = `Bearer ${this.token}`
    if (this.workspaceId) headers['x-workspace-id'] = this.workspaceId
    let response: Response
    try {
      response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit' })
    } catch {
      throw new NetworkError('The service did not answer. Check that it is running, then retry.')
    }
    const text = await response.text()
    const parsed = text ? safeJson(text) : null
    if (!response.ok) {
      const error = isErrorBody(parsed) ? parsed : { message: `The service answered ${response.status}.`, code: 'UNKNOWN' }
      if (response.status === 401 && this.token) this.onUnauthorized()
      throw new ApiError(response.status, error)
    }
    return { body: parsed as T, headers: response.headers }
  }
}

/** Path segments from user data (database names, ids) always go through this. */
export const seg = (value: string) => encodeURIComponent(value)

function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string'
}
