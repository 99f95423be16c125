import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon against one URL and keeps the figures a report needs. */
export async function load(url: string, { connections = 64, durationSeconds = 8, headers = {} as Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
