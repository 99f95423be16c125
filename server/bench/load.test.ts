import { describe, expect, it } from 'vitest';
import { parseWrkReport, wrkMilliseconds } from './load.js';

/** A report wrk 4.1 printed here (`wrk -t1 -c64 -d2s --latency …`), with a socket error and non-2xx added. */
const REPORT = `Running 2s test @ http://127.0.0.1:3290/api/animals/available
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.43ms   13.20ms 166.19ms   97.22%
    Req/Sec    18.41k     4.52k   21.65k    85.00%
  Latency Distribution
     50%  812.00us
     75%    3.45ms
     90%    5.65ms
     99%    1.02s
  36640 requests in 2.00s, 122.47MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  18294.12
Transfer/sec:     61.15MB
`;

describe('wrk report', () => {
  it('reads throughput, total, p50/p99 in ms, non-2xx and socket errors', () => {
    expect(parseWrkReport(REPORT)).toEqual({ requestsPerSecond: 18294, requests: 36640, p50: 0.81, p99: 1020, non2xx: 7, errors: 5 });
  });

  it('reads every duration unit and refuses anything else', () => {
    expect(wrkMilliseconds('86.12ms')).toBe(86.12);
    expect(wrkMilliseconds('2.5m')).toBe(150_000);
    expect(() => wrkMilliseconds('12 ms')).toThrow(/unreadable/);
    expect(() => parseWrkReport('Requests/sec: 1')).toThrow(/50th percentile/);
  });
});
