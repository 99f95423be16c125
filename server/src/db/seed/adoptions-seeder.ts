import { AdopterEntity } from '../../modules/adopters/adopters.entity.js';
import { AdoptionEntity } from '../../modules/adoptions/adoptions.entity.js';
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
      const inserted = await manager.getRepository(AdopterEntity).insert({ ...adopter, createdAt, updatedAt: createdAt });
      adopterIds.push(inserted.identifiers[0]?.id as number);
    }
    const adopted = [...context.animals.values()].filter((animal) => animal.status === 'Adoptowany');
    for (const [index, animal] of adopted.entries()) {
      // The first adopter took two animals, so the "most adoptions" sort has something to show.
      const adopterId = adopterIds[index === 0 ? 0 : (index - 1) % adopterIds.length] as number;
      const adoptedAt = new Date(Math.min(animal.createdAt.getTime() + 30 * DAY_MS, context.now.getTime() - DAY_MS));
      await manager.getRepository(AdoptionEntity).insert({ animalId: animal.id, adopterId, surveyId: null, adoptedAt });
    }
  },
});
