import type { EntityManager } from 'typeorm';
import type { FosterHomeDetail, FosterHomeSummary, FosterHomeUpdateInput, FosterReminderSent, FosterReport, FosterHomeAnimal } from '@pets/shared';
import { execute, queryFirst, queryRows, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { livePersonalLinks } from '../personal-links/personal-links.js';
import { LIVING_WITH_HOME } from './placements.js';

type HomeRow = Columns<'foster_homes', 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'postcode' | 'city' | 'species' | 'capacity' | 'active' | 'notes' | 'application_id' | 'created_at' | 'ended_at'> & {
  animal_count: number;
};

const HOME_COLUMNS = `fh.id, fh.first_name, fh.last_name, fh.email, fh.phone, fh.postcode, fh.city, fh.species, fh.capacity, fh.active,
  fh.notes, fh.application_id, fh.created_at, fh.ended_at,
  (SELECT count(*)::int FROM animals a WHERE a.foster_home_id = fh.id AND ${LIVING_WITH_HOME}) AS animal_count`;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function presentSummary(row: HomeRow, link: { createdAt: Date; lastUsedAt: Date | null } | undefined): FosterHomeSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    species: row.species,
    capacity: row.capacity,
    animalCount: row.animal_count,
    active: row.active,
    linkSentAt: iso(link?.createdAt),
    linkLastUsedAt: iso(link?.lastUsedAt),
  };
}

export type HomesFilter = 'aktywne' | 'nieaktywne' | 'wszystkie';

/** The foster-home list: names, places taken, and the state of each carer's link (two queries whatever the count). */
export async function listFosterHomes(db: Queryable, filter: HomesFilter): Promise<FosterHomeSummary[]> {
  const where = filter === 'aktywne' ? 'AND fh.active' : filter === 'nieaktywne' ? 'AND NOT fh.active' : '';
  const rows = await queryRows<HomeRow>(db, `SELECT ${HOME_COLUMNS} FROM foster_homes fh WHERE fh.erased_at IS NULL ${where} ORDER BY fh.last_name, fh.first_name, fh.id`);
  const links = await livePersonalLinks(db, 'dt', rows.map((row) => row.id));
  return rows.map((row) => presentSummary(row, links.get(row.id)));
}

/** One home with its periods, animals, the carer's latest reports and the reminders they were sent. */
export async function findFosterHome(db: Queryable, id: number): Promise<FosterHomeDetail | null> {
  const row = await queryFirst<HomeRow>(db, `SELECT ${HOME_COLUMNS} FROM foster_homes fh WHERE fh.id = $1 AND fh.erased_at IS NULL`, [id]);
  if (!row) return null;
  const [links, unavailable, animals, reports, reminders] = await Promise.all([
    livePersonalLinks(db, 'dt', [id]),
    queryRows<{ id: number; from: string; to: string; note: string }>(
      db,
      `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS "from", to_char(ends_on, 'YYYY-MM-DD') AS "to", note
       FROM foster_unavailable WHERE foster_home_id = $1 ORDER BY starts_on`,
      [id],
    ),
    queryRows<FosterHomeAnimal>(
      db,
      `SELECT a.id, a.name, a.species,
              COALESCE((SELECT to_char(max(p.starts_on), 'YYYY-MM-DD') FROM animal_placements p WHERE p.animal_id = a.id AND p.foster_home_id = $1), '') AS since
       FROM animals a WHERE a.foster_home_id = $1 AND ${LIVING_WITH_HOME} ORDER BY a.name`,
      [id],
    ),
    queryRows<Omit<FosterReport, 'createdAt'> & { created_at: Date }>(
      db,
      `SELECT r.id, r.animal_id AS "animalId", a.name AS "animalName", r.kind, r.text, r.created_at
       FROM foster_reports r JOIN animals a ON a.id = r.animal_id
       WHERE r.foster_home_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
      [id],
    ),
    queryRows<Omit<FosterReminderSent, 'sentAt'> & { sent_at: Date }>(
      db,
      `SELECT m.animal_id AS "animalId", a.name AS "animalName", m.label, to_char(m.due, 'YYYY-MM-DD') AS due, m.sent_at
       FROM foster_reminders m JOIN animals a ON a.id = m.animal_id
       WHERE m.foster_home_id = $1 ORDER BY m.sent_at DESC, m.id DESC LIMIT 20`,
      [id],
    ),
  ]);
  return {
    ...presentSummary(row, links.get(id)),
    postcode: row.postcode,
    notes: row.notes,
    applicationId: row.application_id,
    unavailable,
    animals,
    reports: reports.map(({ created_at, ...report }) => ({ ...report, createdAt: created_at.toISOString() })),
    reminders: reminders.map(({ sent_at, ...reminder }) => ({ ...reminder, sentAt: sent_at.toISOString() })),
    createdAt: row.created_at.toISOString(),
    endedAt: iso(row.ended_at),
  };
}

/** Which fields staff changed (names only: the values are a person's data), for the history row. */
export async function updateFosterHome(manager: EntityManager, id: number, input: FosterHomeUpdateInput): Promise<string[] | null> {
  const before = await queryFirst<HomeRow>(manager, `SELECT ${HOME_COLUMNS} FROM foster_homes fh WHERE fh.id = $1 AND fh.erased_at IS NULL FOR UPDATE OF fh`, [id]);
  if (!before) return null;
  const after = {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    postcode: input.postcode,
    city: input.city,
    species: input.species,
    capacity: Number(input.capacity),
    notes: input.notes ?? '',
    active: input.active,
  };
  const changed: string[] = (Object.keys(after) as (keyof typeof after)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  await execute(
    manager,
    `UPDATE foster_homes SET first_name = $2, last_name = $3, email = $4, phone = $5, postcode = $6, city = $7, species = $8,
       capacity = $9, notes = $10, active = $11, last_activity_at = now(),
       ended_at = CASE WHEN $11 THEN NULL ELSE COALESCE(ended_at, now()) END
     WHERE id = $1`,
    [id, after.first_name, after.last_name, after.email, after.phone, after.postcode, after.city, after.species, after.capacity, after.notes, after.active],
  );
  const periods = input.unavailable ?? [];
  const beforePeriods = await queryRows<{ from: string; to: string; note: string }>(
    manager,
    `SELECT to_char(starts_on, 'YYYY-MM-DD') AS "from", to_char(ends_on, 'YYYY-MM-DD') AS "to", note FROM foster_unavailable WHERE foster_home_id = $1 ORDER BY starts_on, id`,
    [id],
  );
  const sorted = [...periods].map((period) => ({ from: period.from, to: period.to, note: period.note ?? '' })).sort((a, b) => a.from.localeCompare(b.from));
  if (JSON.stringify(beforePeriods) !== JSON.stringify(sorted)) {
    changed.push('unavailable');
    await execute(manager, `DELETE FROM foster_unavailable WHERE foster_home_id = $1`, [id]);
    for (const period of sorted) {
      await execute(manager, `INSERT INTO foster_unavailable (foster_home_id, starts_on, ends_on, note) VALUES ($1, $2, $3, $4)`, [id, period.from, period.to, period.note]);
    }
  }
  return changed;
}
