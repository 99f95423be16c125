import { parseArgs } from 'node:util';
import { lossFree } from './checks.js';
import { runCluster } from './cluster.js';
import { faultsPassed, runFaults, type Fault } from './faults.js';
import { formatInvariants, formatLoad, formatLoss, formatMail } from './report.js';
import { runSoak, SOAK_PORTS } from './soak.js';

/**
 * npm run soak | soak:faults | soak:cluster — the full versions (minutes); `npm test` runs the
 * short ones (server/soak/*.test.ts). Exit code 1 when data was lost or an invariant broke.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '100' },
    outage: { type: 'string', default: '8' },
    settle: { type: 'string', default: '10' },
    faults: { type: 'string', default: 'postgres,smtp,imap,kill' },
  },
});
const scenario = positionals[0] ?? 'soak';
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);
const log = (line: string) => console.log(line);
const externalDbUrl = process.env.DATABASE_URL || undefined;

async function main(): Promise<boolean> {
  if (scenario === 'soak') {
    const ports = SOAK_PORTS.soak;
    const result = await runSoak({ durationMs, connections, serverPort: ports.server, pgPort: ports.pg, externalDbUrl, log });
    console.log(`\n${formatLoad(result.load.stats, result.load.elapsedMs)}\n\n${formatLoss(result.loss)}\n${formatInvariants(result.invariants)}`);
    return lossFree(result.loss) && result.invariants.length === 0 && result.load.stats.statusTotals().get(500) === undefined;
  }
  if (scenario === 'faults') {
    const ports = SOAK_PORTS.faults;
    const result = await runFaults({
      connections,
      serverPort: ports.server,
      pgPort: ports.pg,
      faults: values.faults.split(',') as Fault[],
      outageMs: Number(values.outage) * 1000,
      settleMs: Number(values.settle) * 1000,
      log,
    });
    console.log(`\n${formatLoad(result.load.stats, result.load.elapsedMs)}\n\n${formatLoss(result.loss)}\n${formatInvariants(result.invariants)}\n${formatMail(result.mail)}`);
    return faultsPassed(result);
  }
  if (scenario === 'cluster') {
    const ports = SOAK_PORTS.cluster;
    const result = await runCluster({ serverPorts: ports.servers, proxyPort: ports.proxy, pgPort: ports.pg, connections, durationMs, imapTakeover: true, log });
    console.log(`\nproxy requests per instance: ${result.proxyCounts.join(' / ')}`);
    console.log(`${formatLoad(result.load.stats, result.load.elapsedMs)}\n\n${formatLoss(result.loss)}\n${formatInvariants(result.invariants)}`);
    return result.sessionSharedStatus === 200 && lossFree(result.loss) && result.invariants.length === 0 && !result.load.stats.statusTotals().has(500);
  }
  throw new Error(`unknown scenario ${scenario} (soak | faults | cluster)`);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
