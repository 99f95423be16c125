#!/usr/bin/env node
/**
 * `npm run audit:prod`: `npm audit --omit=dev` of the production dependencies. Fails on a high or
 * critical advisory that scripts/security/audit-allowlist.json does not explain (each entry needs
 * a reason); only warns when the registry's audit service cannot be reached, so an offline
 * machine can still run the rest of the suite.
 *
 * AUDIT_REPORT_FILE reads a saved `npm audit --json` report instead of asking the registry;
 * AUDIT_ALLOWLIST_FILE points to another allowlist (both for the script's own tests).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALLOWLIST_FILE = process.env.AUDIT_ALLOWLIST_FILE ?? path.join(ROOT, 'scripts/security/audit-allowlist.json');
const BLOCKING = new Set(['high', 'critical']);
/** What npm prints when it could not get an answer from the audit service (network, proxy, mirror). */
const UNREACHABLE =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|audit endpoint returned an error|network|\b(?:405|5\d\d)\b/i;

function readReport() {
  if (process.env.AUDIT_REPORT_FILE) return { stdout: fs.readFileSync(process.env.AUDIT_REPORT_FILE, 'utf8'), stderr: '' };
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
  return { stdout: run.stdout ?? '', stderr: `${run.stderr ?? ''}${run.error ? String(run.error) : ''}` };
}

function readAllowlist() {
  const entries = JSON.parse(fs.readFileSync(ALLOWLIST_FILE, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${ALLOWLIST_FILE}: expected an array`);
  for (const entry of entries) {
    if (typeof entry?.advisory !== 'string' || typeof entry?.reason !== 'string' || entry.reason.trim().length < 10) {
      throw new Error(`${ALLOWLIST_FILE}: every entry needs "advisory" (GHSA id or URL) and a "reason": ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

/** GHSA-xxxx-xxxx-xxxx from an advisory URL, else the URL or npm's numeric source. */
function advisoryId(via) {
  const match = /GHSA-[\w-]+/i.exec(via.url ?? '');
  return match ? match[0] : String(via.url ?? via.source);
}

/** Every high or critical advisory once, with the packages it reaches. */
function blockingAdvisories(vulnerabilities) {
  const found = new Map();
  for (const vulnerability of Object.values(vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(via);
      const entry = found.get(id) ?? { id, severity: via.severity, title: via.title, package: via.name, range: via.range, fixAvailable: vulnerability.fixAvailable };
      found.set(id, entry);
    }
  }
  return [...found.values()];
}

function main() {
  const allowlist = readAllowlist();
  const { stdout, stderr } = readReport();
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  if (!report || report.error || !report.vulnerabilities) {
    const why = report?.error?.summary || report?.message || stderr.trim().split('\n').pop() || 'no report';
    if (UNREACHABLE.test(`${why}\n${stderr}\n${report?.message ?? ''}`)) {
      console.warn(`audit:prod WARNING: the registry's audit service could not be reached (${why}); dependencies NOT audited.`);
      return 0;
    }
    console.error(`audit:prod: npm audit gave no usable report: ${why}`);
    return 1;
  }

  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`audit:prod: production dependencies: ${report.metadata?.dependencies?.prod ?? '?'}; findings by severity: ${JSON.stringify(counts)}`);
  const allowed = new Map(allowlist.map((entry) => [entry.advisory.toLowerCase(), entry]));
  const advisories = blockingAdvisories(report.vulnerabilities);
  const unexplained = advisories.filter((advisory) => !allowed.has(advisory.id.toLowerCase()));
  for (const advisory of advisories) {
    const entry = allowed.get(advisory.id.toLowerCase());
    const line = `${advisory.severity.toUpperCase()} ${advisory.id} ${advisory.package}@${advisory.range}: ${advisory.title}`;
    console.log(entry ? `  allowed  ${line}\n           reason: ${entry.reason}` : `  BLOCKING ${line} (fix available: ${JSON.stringify(advisory.fixAvailable)})`);
  }
  const seen = new Set(advisories.map((advisory) => advisory.id.toLowerCase()));
  for (const entry of allowlist) {
    if (!seen.has(entry.advisory.toLowerCase())) console.warn(`audit:prod: allowlist entry ${entry.advisory} no longer matches a finding; remove it.`);
  }
  if (unexplained.length > 0) {
    console.error(`audit:prod FAILED: ${unexplained.length} high/critical advisories without an allowlist reason (scripts/security/audit-allowlist.json).`);
    return 1;
  }
  console.log('audit:prod OK: no unexplained high or critical advisories.');
  return 0;
}

process.exitCode = main();
