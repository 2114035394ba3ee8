import { describe, expect, test } from 'bun:test'
import { parseWrk } from '../../bench/wrk'

// A report as wrk 4.1 prints it with --latency (captured on this machine).
const REPORT = `Running 5s test @ http://127.0.0.1:40007/api/v1/health
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.39ms  612.36us  15.10ms   87.65%
    Req/Sec    46.81k     3.35k   52.93k    74.00%
  Latency Distribution
     50%    1.27ms
     75%    1.52ms
     90%    1.93ms
     99%    3.64ms
  232872 requests in 5.00s, 56.85MB read
  Non-2xx or 3xx responses: 12
Requests/sec:  46565.27
Transfer/sec:     11.37MB
`

describe('bench: parsing wrk --latency reports', () => {
  test('reads requests per second, p50 and p99 in milliseconds, and counts failed answers', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 46565.27, p50Ms: 1.27, p99Ms: 3.64, requests: 232872, errors: 12 })
  })

  test('converts microseconds and seconds, and adds socket errors', () => {
    const report = REPORT.replace('50%    1.27ms', '50%  637.00us')
      .replace('99%    3.64ms', '99%    1.20s')
      .replace('  Non-2xx or 3xx responses: 12\n', '  Socket errors: connect 0, read 2, write 0, timeout 3\n')
    expect(parseWrk(report)).toEqual({ rps: 46565.27, p50Ms: 0.637, p99Ms: 1200, requests: 232872, errors: 5 })
  })

  test('refuses a report it cannot read instead of inventing figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow('cannot parse wrk output')
  })
})
