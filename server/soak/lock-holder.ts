import fs from 'node:fs';
import type pg from 'pg';
import { IMAP_SYNC_LOCK_KEY } from '../src/modules/mail/sync-lock.js';

/**
 * Which server process holds the IMAP sync advisory lock: PostgreSQL names the backend and its
 * client port (pg_locks, pg_stat_activity); the server whose process owns a socket bound to that
 * port (Linux /proc) is the holder. Also tells how many sessions hold it (must be at most one).
 */
export async function imapLockHolders(pool: pg.Pool): Promise<number[]> {
  const key = BigInt(IMAP_SYNC_LOCK_KEY);
  const { rows } = await pool.query<{ client_port: number }>(
    `SELECT a.client_port FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 1`,
    [Number(key >> 32n), Number(key & 0xffffffffn)],
  );
  return rows.map((row) => row.client_port);
}

/** The local TCP ports of a process's sockets (IPv4 and IPv6). */
export function localPortsOf(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const table of ['tcp', 'tcp6']) {
    const lines = fs.readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || !inodes.has(fields[9]!)) continue;
      ports.add(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

/** The name of the server that holds the lock, undefined when none does; throws when two do. */
export async function imapSyncHolder(pool: pg.Pool, servers: { name: string; pid: number }[]): Promise<string | undefined> {
  const ports = await imapLockHolders(pool);
  if (ports.length > 1) throw new Error(`the IMAP sync lock is held by ${ports.length} sessions`);
  if (ports.length === 0) return undefined;
  return servers.find((server) => {
    try {
      return localPortsOf(server.pid).has(ports[0]!);
    } catch {
      return false;
    }
  })?.name;
}
