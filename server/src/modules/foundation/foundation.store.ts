import type { DataSource, EntityManager } from 'typeorm';
import { FOUNDATION_FIELDS, type FoundationSettings } from '@pets/shared';
import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/event-bus.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { execute, queryFirst, queryRows } from '../../db/sql.js';
import type { FoundationSeed } from './foundation-seed.js';
import type { Columns } from '../../db/rows.js';

/**
 * The foundation data every part of the server reads (public pages, documents, contracts, chat,
 * mail): one row in PostgreSQL, kept in memory. A save on any instance tells the others through
 * the event bus (a `foundation.changed` signal on LISTEN/NOTIFY, sent in the save's transaction),
 * and each reloads its copy in the background while still answering with the previous one.
 *
 * Why never a cold read after the first: mail is written inside transactions (the outbox row
 * commits with the change), and the name is read there. A read that needed a second pool
 * connection while every connection was held by such a transaction would wait for the pool's
 * timeout (a burst of alert sign-ups answered 503 that way).
 */
export interface FoundationStore {
  /** The saved data (numbers as digits, '' where not filled in). */
  get(): Promise<FoundationSettings>;
  /** Saves validated data (foundationSettingsSchema), records which fields changed; visible at once. */
  save(settings: FoundationSettings, actor: HistoryActor): Promise<FoundationSettings>;
  /** The foundation's name (page titles, e-mails). */
  name(): Promise<string>;
  /** Stops listening for other instances' saves. */
  close(): void;
}

type Row = Columns<'foundation_settings', 'name' | 'address' | 'email' | 'krs' | 'nip' | 'regon' | 'bank_account' | 'facebook_url' | 'instagram_url'>;

const COLUMNS = 'name, address, email, krs, nip, regon, bank_account, facebook_url, instagram_url';

const settingsOf = (row: Row): FoundationSettings => ({
  name: row.name,
  address: row.address,
  email: row.email,
  krs: row.krs,
  nip: row.nip,
  regon: row.regon,
  bankAccount: row.bank_account,
  facebookUrl: row.facebook_url,
  instagramUrl: row.instagram_url,
});

const valuesOf = (settings: FoundationSettings) => [
  settings.name,
  settings.address,
  settings.email,
  settings.krs,
  settings.nip,
  settings.regon,
  settings.bankAccount,
  settings.facebookUrl,
  settings.instagramUrl,
];

export interface FoundationStoreOptions {
  db: DataSource;
  events: EventBus;
  /** The first row, from FOUNDATION_* (foundationSeed): written once, when the table is still empty. */
  seed: FoundationSeed;
  logger: Logger;
}

export function createFoundationStore({ db, events, seed, logger }: FoundationStoreOptions): FoundationStore {
  /** The last loaded data; served as is while a reload runs. */
  let current: FoundationSettings | null = null;
  /** A load under way (the first, or a reload after another instance's save). */
  let loading: Promise<FoundationSettings> | null = null;

  /** Writes the seed unless a row exists (several instances may start at once: one insert wins). */
  async function ensureRow(manager: DataSource | EntityManager): Promise<void> {
    const inserted = await queryRows<{ id: number }>(
      manager,
      `INSERT INTO foundation_settings (id, ${COLUMNS}) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      valuesOf(seed.settings),
    );
    if (inserted.length === 0) return;
    // Names of variables only: the values are the foundation's, but logs carry no data.
    const filled = FOUNDATION_FIELDS.filter((field) => seed.settings[field] !== '');
    logger.info({ fields: filled }, 'foundation data seeded from FOUNDATION_* variables');
    for (const { variable, reason } of seed.ignored) {
      logger.warn({ variable, reason }, reason === 'placeholder' ? 'foundation variable holds a placeholder: left empty' : 'foundation variable is not valid: left empty');
    }
  }

  async function load(): Promise<FoundationSettings> {
    let row = await queryFirst<Row>(db, `SELECT ${COLUMNS} FROM foundation_settings WHERE id = 1`);
    if (!row) {
      await ensureRow(db);
      row = await queryFirst<Row>(db, `SELECT ${COLUMNS} FROM foundation_settings WHERE id = 1`);
    }
    if (!row) throw new Error('foundation_settings has no row after seeding');
    return settingsOf(row);
  }

  const reload = (): Promise<FoundationSettings> => {
    const attempt = load();
    loading = attempt;
    attempt.then(
      (settings) => {
        // A save on this instance meanwhile already set what is current.
        if (loading === attempt) [current, loading] = [settings, null];
      },
      () => {
        if (loading === attempt) loading = null;
      },
    );
    return attempt;
  };

  const stopListening = events.onSignal('foundation.changed', () => {
    reload().catch((error: unknown) => logger.warn({ err: error }, 'foundation data could not be reloaded: the previous copy stays'));
  });

  const get = (): Promise<FoundationSettings> => (current ? Promise.resolve(current) : (loading ?? reload()));

  return {
    get,
    async name() {
      return (await get()).name;
    },
    async save(settings, actor) {
      await db.transaction(async (manager) => {
        await ensureRow(manager);
        const before = await queryFirst<Row>(manager, `SELECT ${COLUMNS} FROM foundation_settings WHERE id = 1 FOR UPDATE`);
        const previous = before ? settingsOf(before) : null;
        const changed = FOUNDATION_FIELDS.filter((field) => previous?.[field] !== settings[field]);
        if (changed.length === 0) return;
        await execute(
          manager,
          `UPDATE foundation_settings
              SET name = $1, address = $2, email = $3, krs = $4, nip = $5, regon = $6, bank_account = $7,
                  facebook_url = $8, instagram_url = $9, updated_at = now(), updated_by = $10
            WHERE id = 1`,
          [...valuesOf(settings), actor === 'system' ? null : actor.id],
        );
        // Which fields changed, not their values: the history lists who touched what.
        await recordHistory(manager, { actor, action: 'foundation.updated', subjectType: 'foundation', subjectId: null, details: { fields: changed } });
        // Delivered to every instance when the transaction commits (this one included).
        await events.signal('foundation.changed', manager);
      });
      // Not waiting for the signal's round trip: this instance's next read sees the save.
      const saved: FoundationSettings = { ...settings };
      [current, loading] = [saved, null];
      return saved;
    },
    close() {
      stopListening();
    },
  };
}
