import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminEvent } from '@pets/shared';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';
import { execute } from '../../db/sql.js';

const CHANNEL = 'admin_events';
/** Signals between server instances (never streamed to anyone): "this cached data changed". */
const SIGNAL_CHANNEL = 'server_signals';
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

/** The caches other instances must drop when one instance changes their data. */
export type ServerSignal = 'foundation.changed';

/**
 * Admin notifications over PostgreSQL LISTEN/NOTIFY (ARCHITECTURE decision 6): any instance
 * publishes, every instance hears it and forwards it to its own SSE clients. Publishing inside a
 * transaction delivers only if the transaction commits.
 */
export interface EventBus {
  publish(event: AdminEvent, manager?: EntityManager): Promise<void>;
  subscribe(listener: (event: AdminEvent) => void): () => void;
  /** Tells every instance (this one too) that `signal`'s data changed; inside a transaction, only if it commits. */
  signal(signal: ServerSignal, manager?: EntityManager): Promise<void>;
  /**
   * Calls `listener` when `signal` arrives, and also each time the listening connection is
   * (re)established: a signal sent while it was down is lost, so a cache must assume it missed one.
   */
  onSignal(signal: ServerSignal, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createEventBus(db: DataSource, logger: Logger): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const signals = new EventEmitter();
  signals.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(poolOf(db).options);
    next.on('notification', (message) => {
      if (message.channel === SIGNAL_CHANNEL && message.payload) {
        signals.emit(message.payload);
        return;
      }
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        emitter.emit('event', JSON.parse(message.payload) as AdminEvent);
      } catch (error) {
        logger.warn({ err: error }, 'ignored a malformed admin event');
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection lost');
      scheduleReconnect(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}; LISTEN ${SIGNAL_CHANNEL}`);
      client = next;
      attempt = 0;
      for (const name of signals.eventNames()) signals.emit(name);
    } catch (error) {
      logger.warn({ err: error }, 'event listener cannot connect yet');
      scheduleReconnect(next);
    }
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (client === failed) client = null;
    failed.end().catch(() => undefined);
    if (closed || reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
    reconnectTimer.unref();
  };

  void connect();

  return {
    async publish(event, manager) {
      await execute((manager ?? db), `SELECT pg_notify($1, $2)`, [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async signal(signal, manager) {
      await execute((manager ?? db), `SELECT pg_notify($1, $2)`, [SIGNAL_CHANNEL, signal]);
    },
    onSignal(signal, listener) {
      signals.on(signal, listener);
      return () => signals.off(signal, listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      emitter.removeAllListeners();
      signals.removeAllListeners();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
