import { execute, queryOne } from '../sql.js';
import { DAY_MS, type Seeder, type SeederFactory } from './seeder.js';

/** Fictional people (example.com addresses never reach anyone). */
const DEMO_ADOPTERS = [
  { firstName: 'Anna', lastName: 'Kowalczyk', email: 'anna.kowalczyk@example.com', phone: '+48600100200', zip: '30-001', city: 'Kraków' },
  { firstName: 'Tomasz', lastName: 'Wiśniewski', email: 'tomasz.wisniewski@example.com', phone: '+48501222333', zip: '00-950', city: 'Warszawa' },
  { firstName: 'Magdalena', lastName: 'Zielińska', email: 'magda.zielinska@example.com', phone: '+48722444555', zip: '80-180', city: 'Gdańsk' },
] as const;

export const DEMO_ADOPTER_EMAILS: readonly string[] = DEMO_ADOPTERS.map((adopter) => adopter.email);

/**
 * Adopters and adoptions for the animals seeded as 'Adoptowany', so every adopted animal has its
 * active adoption (recorded without a survey, as the adopter profile allows).
 */
export const adoptionsSeeder: SeederFactory = (): Seeder => ({
  name: 'adoptions',
  async run(manager, context) {
    const adopterIds: number[] = [];
    for (const [index, adopter] of DEMO_ADOPTERS.entries()) {
      const createdAt = new Date(context.now.getTime() - (240 - index * 30) * DAY_MS);
      const inserted = await queryOne<{ id: number }>(
        manager,
        `INSERT INTO adopters (first_name, last_name, email, phone, zip, city, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [adopter.firstName, adopter.lastName, adopter.email, adopter.phone, adopter.zip, adopter.city, createdAt],
      );
      adopterIds.push(inserted.id);
    }
    const adopted = [...context.animals.values()].filter((animal) => animal.status === 'Adoptowany');
    for (const [index, animal] of adopted.entries()) {
      // The first adopter took two animals, so the "most adoptions" sort has something to show.
      const adopterId = adopterIds[index === 0 ? 0 : (index - 1) % adopterIds.length] as number;
      const adoptedAt = new Date(Math.min(animal.createdAt.getTime() + 30 * DAY_MS, context.now.getTime() - DAY_MS));
      await execute(manager, `INSERT INTO adoptions (animal_id, adopter_id, survey_id, adopted_at) VALUES ($1, $2, NULL, $3)`, [animal.id, adopterId, adoptedAt]);
    }
  },
});
