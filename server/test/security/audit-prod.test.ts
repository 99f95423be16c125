import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';

const SCRIPT = path.join(REPO_ROOT, 'scripts/security/audit-prod.mjs');

/** An `npm audit --json` report (npm 7+ format) with one advisory of the given severity. */
function auditReport(severity: 'low' | 'moderate' | 'high' | 'critical') {
  const advisory = {
    source: 1234,
    name: 'left-pad',
    dependency: 'left-pad',
    title: 'Prototype pollution in left-pad',
    url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
    severity,
    range: '<1.3.0',
  };
  return {
    auditReportVersion: 2,
    vulnerabilities: { 'left-pad': { name: 'left-pad', severity, isDirect: false, via: [advisory], effects: [], range: '<1.3.0', nodes: [], fixAvailable: false } },
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, [severity]: 1, total: 1 }, dependencies: { prod: 100 } },
  };
}

/** scripts/security/audit-prod.mjs on saved reports: what fails, what an allowlist explains, what only warns. */
describe('npm run audit:prod', () => {
  let dir: string;
  const run = async (report: unknown, allowlist: unknown = []) => {
    const reportFile = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
    const allowlistFile = path.join(dir, `allow-${Math.random().toString(36).slice(2)}.json`);
    await fs.writeFile(reportFile, typeof report === 'string' ? report : JSON.stringify(report));
    await fs.writeFile(allowlistFile, JSON.stringify(allowlist));
    const result = spawnSync(process.execPath, [SCRIPT], {
      env: { ...process.env, AUDIT_REPORT_FILE: reportFile, AUDIT_ALLOWLIST_FILE: allowlistFile },
      encoding: 'utf8',
    });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-audit-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('fails on a high or critical advisory that the allowlist does not explain', async () => {
    for (const severity of ['high', 'critical'] as const) {
      const { code, output } = await run(auditReport(severity));
      expect(code).toBe(1);
      expect(output).toContain('GHSA-aaaa-bbbb-cccc');
      expect(output).toContain('FAILED');
    }
  });

  it('passes low and moderate findings, and high ones explained with a reason', async () => {
    expect((await run(auditReport('moderate'))).code).toBe(0);
    const explained = await run(auditReport('high'), [{ advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'Only reachable from the build, never at run time.' }]);
    expect(explained.code).toBe(0);
    expect(explained.output).toContain('Only reachable from the build');
  });

  it('refuses an allowlist entry without a reason', async () => {
    expect((await run(auditReport('high'), [{ advisory: 'GHSA-aaaa-bbbb-cccc' }])).code).not.toBe(0);
  });

  it('only warns when the audit service cannot be reached', async () => {
    for (const message of ['getaddrinfo ENOTFOUND registry.npmjs.org', '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk']) {
      const { code, output } = await run({ message, error: { summary: message } });
      expect(code).toBe(0);
      expect(output).toContain('WARNING');
    }
  });

  it('fails on output that is no audit report at all', async () => {
    expect((await run('not json')).code).toBe(1);
  });
});
