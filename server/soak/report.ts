import type { InvariantViolation, LossReport } from './checks.js';
import type { MailDeliveryReport } from './mail-check.js';
import { percentile, type LoadStats } from './stats.js';

/** Plain-text tables of a run, for the terminal and the README figures. */
export function formatLoad(stats: LoadStats, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const lines = [`${stats.total()} requests in ${seconds.toFixed(1)} s = ${Math.round(stats.total() / seconds)} requests/s`];
  lines.push(`${'route'.padEnd(44)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`);
  const routes = [...stats.routes].sort(([, a], [, b]) => b.count - a.count);
  for (const [name, route] of routes) {
    const statuses = [...route.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`);
    if (route.noResponse) statuses.push(`no answer:${route.noResponse}`);
    lines.push(
      `${name.padEnd(44)} ${String(route.count).padStart(7)} ${percentile(route.latencies, 50).toFixed(1).padStart(8)} ${percentile(route.latencies, 99).toFixed(1).padStart(8)}  ${statuses.join(' ')}`,
    );
  }
  const totals = stats.statusTotals();
  const fiveXx = [...totals].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const reasons = [...stats.noAnswerReasons].map(([reason, n]) => `${reason}: ${n}`).join('; ');
  lines.push(`5xx: ${fiveXx}${fiveXx ? ` (${[...totals].filter(([s]) => s >= 500).map(([s, n]) => `${s}:${n}`).join(' ')})` : ''}; no answer: ${totals.get(0) ?? 0}${reasons ? ` (${reasons})` : ''}`);
  return lines.join('\n');
}

export function formatLoss(reports: LossReport[]): string {
  return reports
    .map((r) => {
      const problems = [
        r.lost.length ? `LOST ${r.lost.length}: ${r.lost.slice(0, 5).join(', ')}` : '',
        r.duplicated.length ? `DUPLICATED ${r.duplicated.length}: ${r.duplicated.slice(0, 5).join(', ')}` : '',
        r.refusedButStored.length ? `REFUSED BUT STORED ${r.refusedButStored.length}: ${r.refusedButStored.slice(0, 5).join(', ')}` : '',
        r.strangers.length ? `UNSENT BUT STORED ${r.strangers.length}` : '',
      ].filter(Boolean);
      return `${r.kind}: ${r.acknowledged} acknowledged, each stored exactly once: ${problems.length === 0 ? 'yes' : 'NO'}; ` +
        `${r.unknown} without an answer (${r.unknownStored} of them stored)${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`;
    })
    .join('\n');
}

export function formatInvariants(violations: InvariantViolation[]): string {
  if (violations.length === 0) return 'invariants: all hold';
  return `invariants VIOLATED:\n${violations.map((v) => `  ${v.rule}: ${JSON.stringify(v.rows)}`).join('\n')}`;
}

export function formatMail(report: MailDeliveryReport | undefined): string {
  if (!report) return '';
  const list = (items: string[]) => (items.length ? `${items.length} (${items.slice(0, 5).join(', ')})` : '0');
  return `contact e-mails: ${report.contacts}; outbox still pending: ${report.outboxNotSent}; held by the killed server's lease: ${list(report.heldByDeadLease)}; ` +
    `foundation mailbox missing ${list(report.missingInMailbox)}, duplicated ${list(report.duplicatedInMailbox)}; ` +
    `admin mailbox missing ${list(report.missingInAdminMailbox)}, duplicated ${list(report.duplicatedInAdminMailbox)}`;
}
