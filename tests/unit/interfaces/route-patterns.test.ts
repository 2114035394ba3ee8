import { describe, expect, test } from 'bun:test'
import { routePatterns } from '../../../interfaces/http/route-patterns'

describe('routePatterns: the route a request resolves to, for the metrics label', () => {
  const find = routePatterns([
    { method: 'GET', path: '/api/v1/health' },
    { method: 'GET', path: '/api/v1/datalake/:source/databases/:db/documents/:id' },
    { method: 'PATCH', path: '/api/v1/datalake/:source/databases/:db/documents/:id' },
    { method: 'GET', path: '/api/v1/datalake/:source/databases/:db/documents/changes' },
    { method: 'GET', path: '/api/v1/datalake/:source/databases/:db/changes/' },
    { method: 'GET', path: '/console/*' },
    { method: 'GET', path: '/' },
  ])

  test('the pattern, never the concrete path; a static segment before a parameter', () => {
    expect(find('GET', 'http://127.0.0.1:3000/api/v1/datalake/erp/databases/a/documents/0123456789abcdef01234567?x=1')).toBe(
      '/api/v1/datalake/:source/databases/:db/documents/:id',
    )
    expect(find('GET', '/api/v1/datalake/erp/databases/a/documents/changes')).toBe(
      '/api/v1/datalake/:source/databases/:db/documents/changes',
    )
    expect(find('PATCH', '/api/v1/datalake/erp/databases/a/documents/changes')).toBe('/api/v1/datalake/:source/databases/:db/documents/:id')
  })

  test('by method; a trailing slash is the same route; a catch-all; the root', () => {
    expect(find('DELETE', '/api/v1/datalake/erp/databases/a/documents/x')).toBeNull()
    expect(find('GET', '/api/v1/health/')).toBe('/api/v1/health')
    expect(find('GET', '/api/v1/datalake/erp/databases/a/changes')).toBe('/api/v1/datalake/:source/databases/:db/changes/')
    expect(find('GET', 'http://localhost/console/app/main.js')).toBe('/console/*')
    expect(find('GET', 'http://localhost/')).toBe('/')
    expect(find('GET', 'http://localhost/nothing')).toBeNull()
    // An empty segment is no parameter's value.
    expect(find('GET', '/api/v1/datalake/erp/databases//documents/x')).toBeNull()
  })
})
