import type { EntityManager } from 'typeorm';
import { addMonths, todayInPoland, type HealthEntryType, type IntakeSource } from '@pets/shared';
// layer: the demo's next-due dates become tasks through the job's own code.
import { createMissingHealthTasks } from '../../modules/tasks/health-tasks.js';
// layer: and their weighings the warning, through the care record's own rule.
import { refreshWeightDrops } from '../../modules/care-record/weights.store.js';
import { DAY_MS, type SeedContext, type Seeder, type SeederFactory } from './seeder.js';
import { execute, queryOne } from '../sql.js';

interface DemoEntry {
  type: HealthEntryType;
  daysAgo: number;
  description: string;
  costZl?: number;
  clinic?: boolean;
  /** Months after the entry until the next one. */
  nextInMonths?: number;
  note?: string;
}

interface DemoCareRecord {
  source: IntakeSource;
  circumstances: string;
  identification?: string;
  entries: DemoEntry[];
  /** Weekly weighings, oldest first, in grams (the last one this week). */
  weights: number[];
}

/**
 * A believable care record for a few demo animals (issue 32), so a trial shows the feature: where
 * each came from, 3–8 health entries, weekly weights, one vaccination past its date (Marchewka's,
 * from her previous home) and one fall of weight (Zefir). Circumstances name no one.
 */
const RECORDS: Readonly<Record<string, DemoCareRecord>> = {
  Marchewka: {
    source: 'zrzeczenie',
    circumstances: 'Oddana przez rodzinę, która wyjechała za granicę; z książeczką szczepień.',
    identification: '616098100234561',
    entries: [
      { type: 'szczepienie', daysAgo: 380, description: 'RHD1 i RHD2', nextInMonths: 12, note: 'Według książeczki od poprzednich opiekunów.' },
      { type: 'wizyta', daysAgo: 19, description: 'Przegląd po przyjęciu: zęby, pazury, osłuchanie', costZl: 90, clinic: true },
      { type: 'odrobaczanie', daysAgo: 18, description: 'Fenbendazol, 9 dni', costZl: 35, clinic: true },
      { type: 'badanie', daysAgo: 18, description: 'Badanie kału', costZl: 45, clinic: true, note: 'Bez pasożytów.' },
    ],
    weights: [2350, 2380, 2400],
  },
  Puszek: {
    source: 'znaleziony',
    circumstances: 'Znaleziony w parku, zgłoszony przez spacerowiczów; nikt się po niego nie zgłosił.',
    entries: [
      { type: 'wizyta', daysAgo: 8, description: 'Przegląd po przyjęciu', costZl: 90, clinic: true, note: 'Lekko odwodniony, poza tym zdrowy.' },
      { type: 'szczepienie', daysAgo: 5, description: 'RHD1 i RHD2', costZl: 120, clinic: true, nextInMonths: 12 },
      { type: 'szczepienie', daysAgo: 5, description: 'Myksomatoza', costZl: 80, clinic: true, nextInMonths: 6 },
    ],
    weights: [1750, 1820],
  },
  Zefir: {
    source: 'interwencja',
    circumstances: 'Interwencja: trzymany w za małej klatce na balkonie.',
    entries: [
      { type: 'wizyta', daysAgo: 29, description: 'Przegląd po przyjęciu', costZl: 90, clinic: true },
      { type: 'kastracja', daysAgo: 22, description: 'Kastracja', costZl: 350, clinic: true },
      { type: 'szczepienie', daysAgo: 14, description: 'RHD1 i RHD2', costZl: 120, clinic: true, nextInMonths: 12 },
      { type: 'lek', daysAgo: 2, description: 'Metacam, 0,3 ml raz dziennie przez 5 dni', costZl: 40, clinic: true, note: 'Mniej je od kilku dni: kontrola za tydzień.' },
      { type: 'badanie', daysAgo: 2, description: 'Przegląd zębów', costZl: 60, clinic: true },
    ],
    weights: [2050, 2100, 2120, 2080, 1850],
  },
  Bąbel: {
    source: 'organizacja',
    circumstances: 'Przekazany przez schronisko miejskie, które nie ma warunków dla gryzoni.',
    entries: [
      { type: 'wizyta', daysAgo: 47, description: 'Przegląd po przyjęciu', costZl: 80, clinic: true },
      { type: 'badanie', daysAgo: 47, description: 'Zeskrobina skóry', costZl: 60, clinic: true, note: 'Świerzbowiec: leczenie.' },
      { type: 'lek', daysAgo: 46, description: 'Iwermektyna, 3 dawki co 10 dni', costZl: 30, clinic: true },
      { type: 'wizyta', daysAgo: 20, description: 'Kontrola skóry', costZl: 60, clinic: true, note: 'Wyleczony.' },
    ],
    weights: [890, 920, 950, 980, 1010, 1030, 1040],
  },
  Popiel: {
    source: 'zrzeczenie',
    circumstances: 'Oddany z powodu alergii w rodzinie.',
    entries: [
      { type: 'wizyta', daysAgo: 43, description: 'Przegląd po przyjęciu', costZl: 100, clinic: true },
      { type: 'zabieg', daysAgo: 30, description: 'Korekta zębów trzonowych w znieczuleniu', costZl: 280, clinic: true, nextInMonths: 3 },
      { type: 'badanie', daysAgo: 30, description: 'RTG czaszki', costZl: 150, clinic: true },
    ],
    weights: [560, 545, 550, 565, 570, 575],
  },
  Pestka: {
    source: 'zrzeczenie',
    circumstances: 'Oddana razem ze zbyt małą klatką.',
    entries: [
      { type: 'wizyta', daysAgo: 11, description: 'Przegląd po przyjęciu', costZl: 70, clinic: true },
      { type: 'odrobaczanie', daysAgo: 10, description: 'Preparat na pasożyty zewnętrzne', costZl: 25, clinic: true },
      { type: 'inne', daysAgo: 3, description: 'Obcięcie pazurków' },
    ],
    weights: [148, 152],
  },
};

const CLINIC = 'Przychodnia Weterynaryjna dla Zwierząt Egzotycznych (przykład)';

async function seedRecord(manager: EntityManager, animalId: number, record: DemoCareRecord, clinicId: number, context: SeedContext): Promise<void> {
  const day = (daysAgo: number) => todayInPoland(new Date(context.now.getTime() - daysAgo * DAY_MS));
  await execute(manager, `UPDATE animals SET intake_source = $2, intake_note = $3, identification = $4 WHERE id = $1`, [
    animalId,
    record.source,
    record.circumstances,
    record.identification ?? '',
  ]);
  for (const entry of record.entries) {
    const date = day(entry.daysAgo);
    await execute(
      manager,
      `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, clinic_id, next_due, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        animalId,
        entry.type,
        date,
        entry.description,
        entry.costZl === undefined ? null : entry.costZl * 100,
        entry.clinic ? clinicId : null,
        entry.nextInMonths === undefined ? null : addMonths(date, entry.nextInMonths),
        entry.note ?? '',
      ],
    );
  }
  for (const [index, grams] of record.weights.entries()) {
    await execute(manager, `INSERT INTO weights (animal_id, date, grams) VALUES ($1, $2, $3)`, [animalId, day((record.weights.length - 1 - index) * 7), grams]);
  }
}

export const careRecordSeeder: SeederFactory = (): Seeder => ({
  name: 'care-record',
  async run(manager, context) {
    const { id: clinicId } = await queryOne<{ id: number }>(
      manager,
      `INSERT INTO clinics (name) VALUES ($1) ON CONFLICT (lower(name)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [CLINIC],
    );
    for (const [name, record] of Object.entries(RECORDS)) {
      const animal = context.animals.get(name);
      if (animal) await seedRecord(manager, animal.id, record, clinicId, context);
    }
    // Their next-due dates become tasks, as the job would make them; their weighings, the warnings.
    await createMissingHealthTasks(manager);
    await refreshWeightDrops(manager, 'true');
  },
});
