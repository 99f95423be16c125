import { todayInPoland } from '@pets/shared';
import { DAY_MS, type Seeder, type SeederFactory } from './seeder.js';
import { execute, queryOne } from '../sql.js';

/** The demo animals that live in the demo foster home, and since how many days. */
const PLACED: readonly { name: string; daysAgo: number }[] = [
  { name: 'Puszek', daysAgo: 6 },
  // Guinea pigs live in pairs: Kasztanka and Bąbel move together.
  { name: 'Kasztanka', daysAgo: 20 },
  { name: 'Bąbel', daysAgo: 20 },
];

/** What the demo carer reported through their page, newest last. */
const REPORTS: readonly { animal: string; kind: 'notatka' | 'waga'; text: string; daysAgo: number }[] = [
  { animal: 'Kasztanka', kind: 'notatka', text: 'Kasztanka i Bąbel jedzą siano i warzywa, Kasztanka zaczyna podchodzić do ręki.', daysAgo: 12 },
  { animal: 'Puszek', kind: 'waga', text: '1820 g', daysAgo: 2 },
  { animal: 'Puszek', kind: 'notatka', text: 'Puszek dużo biega po pokoju, chętnie korzysta z kuwety.', daysAgo: 1 },
];

/**
 * One demo foster home (issue 33) with two demo animals placed there and a few of its carer's
 * reports, so a trial shows "Domy tymczasowe", "Gdzie mieszka" and the reports. The address is in
 * example.org (never a real mailbox); no personal link is made (its token could not be shown).
 * The home leaves with the demo (demo_rows trigger; demo-removal.ts).
 */
export const fosterSeeder: SeederFactory = (): Seeder => ({
  name: 'foster',
  async run(manager, context) {
    const at = (daysAgo: number) => new Date(context.now.getTime() - daysAgo * DAY_MS);
    const { id: homeId } = await queryOne<{ id: number }>(
      manager,
      `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity, notes, created_at, last_activity_at)
       VALUES ('Joanna', 'Przykładowa', 'joanna.dt@example.org', '600000000', '30-001', 'Kraków', '{Królik,"Świnka morska"}', 3,
               'Dom przykładowy: usuniesz go razem z danymi demonstracyjnymi.', $1, $2) RETURNING id`,
      [at(40), context.now],
    );
    for (const placed of PLACED) {
      const animal = context.animals.get(placed.name);
      if (!animal) continue;
      // Never before the animal came to the foundation.
      await execute(
        manager,
        `INSERT INTO animal_placements (animal_id, foster_home_id, starts_on, note)
         SELECT a.id, $2, GREATEST(a.intake_date, $3::date), '' FROM animals a WHERE a.id = $1`,
        [animal.id, homeId, todayInPoland(at(placed.daysAgo))],
      );
      await execute(manager, `UPDATE animals SET foster_home_id = $2 WHERE id = $1`, [animal.id, homeId]);
    }
    for (const report of REPORTS) {
      const animal = context.animals.get(report.animal);
      if (!animal) continue;
      await execute(manager, `INSERT INTO foster_reports (foster_home_id, animal_id, kind, text, created_at) VALUES ($1, $2, $3, $4, $5)`, [
        homeId,
        animal.id,
        report.kind,
        report.text,
        at(report.daysAgo),
      ]);
    }
  },
});
