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
  /** Every request: when it was sent and answered (performance.now()), for fault timelines. */
  readonly timeline: { sentAt: number; answeredAt: number; route: string; status: number }[] = [];
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
    const now = performance.now();
    this.timeline.push({ sentAt: now - ms, answeredAt: now, route: name, status });
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

/**
 * After a fault ends at `at`: ms until the first request SENT after it that needed the database
 * was answered with success (the wait in the server's queue counts, as a visitor would feel it).
 */
export function recoveryAfter(stats: LoadStats, at: number, routes: (route: string) => boolean): number | null {
  const first = stats.timeline
    .filter((entry) => entry.sentAt >= at && entry.status >= 200 && entry.status < 300 && routes(entry.route))
    .sort((a, b) => a.answeredAt - b.answeredAt)[0];
  return first ? Math.round(first.answeredAt - at) : null;
}

/** The last 503 answered after `at` (how long the outage was still felt), relative to `at`. */
export function last503After(stats: LoadStats, at: number): number | null {
  const last = stats.timeline.filter((entry) => entry.answeredAt >= at && entry.status === 503).sort((a, b) => b.answeredAt - a.answeredAt)[0];
  return last ? Math.round(last.answeredAt - at) : null;
}
