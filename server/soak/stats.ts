/** Per-route figures of a run: latencies, statuses, requests that got no answer. */
export class RouteStats {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  noResponse = 0;

  record(status: number, ms: number): void {
    this.latencies.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  get count(): number {
    return this.latencies.length + this.noResponse;
  }

  count5xx(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }
}

export class LoadStats {
  readonly routes = new Map<string, RouteStats>();
  /** Statuses per second of the run (0 = no answer), for outage timelines. */
  readonly perSecond: Map<number, number>[] = [];
  /** Why requests got no answer (connection refused, reset, time-out). */
  readonly noAnswerReasons = new Map<string, number>();
  private readonly startedAt = performance.now();

  route(name: string): RouteStats {
    let stats = this.routes.get(name);
    if (!stats) this.routes.set(name, (stats = new RouteStats()));
    return stats;
  }

  recordNoAnswer(name: string, ms: number, reason: string): void {
    this.noAnswerReasons.set(reason, (this.noAnswerReasons.get(reason) ?? 0) + 1);
    this.record(name, 0, ms);
  }

  record(name: string, status: number, ms: number): void {
    if (status === 0) this.route(name).noResponse += 1;
    else this.route(name).record(status, ms);
    const second = Math.floor((performance.now() - this.startedAt) / 1000);
    while (this.perSecond.length <= second) this.perSecond.push(new Map());
    const bucket = this.perSecond[second]!;
    bucket.set(status, (bucket.get(status) ?? 0) + 1);
  }

  total(): number {
    return [...this.routes.values()].reduce((sum, route) => sum + route.count, 0);
  }

  statusTotals(): Map<number, number> {
    const totals = new Map<number, number>();
    for (const route of this.routes.values()) {
      for (const [status, n] of route.statuses) totals.set(status, (totals.get(status) ?? 0) + n);
      if (route.noResponse) totals.set(0, (totals.get(0) ?? 0) + route.noResponse);
    }
    return totals;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
