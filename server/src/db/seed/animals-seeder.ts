import os from 'node:os';
// layer: the demo photos go through the images module's pipeline, as an upload would (same sizes, same checks).
import { ingestImage, type IngestedImage } from '../../modules/images/image-pipeline.js';
import { todayInPoland } from '@pets/shared';
import type { DemoAnimal } from './demo-animal.js';
import { DEMO_OTHERS } from './demo-animals-others.js';
import { DEMO_RODENTS } from './demo-animals-rodents.js';
import { renderScene } from './illustrations/scene.js';
import { DAY_MS, hashString, type SeedContext, type Seeder, type SeederFactory } from './seeder.js';
import { execute, queryOne } from '../sql.js';

export const DEMO_ANIMALS: readonly DemoAnimal[] = [...DEMO_RODENTS, ...DEMO_OTHERS];

/** Runs `work` over `items` with at most `limit` in flight (sharp works on libuv's thread pool). */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** yyyy-mm-dd, `months` months and a few name-derived days before `now`. */
function birthDate(animal: DemoAnimal, now: Date): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - animal.ageMonths);
  date.setUTCDate(date.getUTCDate() - (hashString(animal.name) % 20));
  return date.toISOString().slice(0, 10);
}

/** Demo animals with 1-4 drawn photos each, stored through the same pipeline as uploads. */
export const animalsSeeder: SeederFactory = (): Seeder => {
  let photos: IngestedImage[][] = [];
  return {
    name: 'animals',
    async prepare() {
      const jobs = DEMO_ANIMALS.flatMap((animal, animalIndex) =>
        Array.from({ length: animal.photos }, (_, photoIndex) => ({ animal, animalIndex, photoIndex })),
      );
      const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
      const rendered = await mapLimited(jobs, concurrency, async ({ animal, photoIndex }) =>
        ingestImage(await renderScene(animal.species, animal.look, hashString(`${animal.name}#${photoIndex}`)), { effort: 2 }),
      );
      photos = DEMO_ANIMALS.map(() => []);
      jobs.forEach((job, index) => photos[job.animalIndex]?.push(rendered[index] as IngestedImage));
    },
    async run(manager, context: SeedContext) {
      for (const [index, demo] of DEMO_ANIMALS.entries()) {
        const createdAt = new Date(context.now.getTime() - demo.addedDaysAgo * DAY_MS - (hashString(demo.name) % 600) * 60_000);
        const { id: animalId } = await queryOne<{ id: number }>(
          manager,
          `INSERT INTO animals (name, species, sex, birth_date, neutered, status, description, health, rainbow_bridge, created_at, updated_at, intake_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) RETURNING id`,
          [
            demo.name,
            demo.species,
            demo.sex,
            birthDate(demo, context.now),
            demo.neutered,
            demo.status,
            demo.description.join('\n\n'),
            demo.health,
            demo.tm ?? false,
            createdAt,
            // Taken in the day the record was made (the care record's seeder adds where from).
            todayInPoland(createdAt),
          ],
        );
        const filenames: string[] = [];
        let coverImageId: number | undefined;
        for (const [position, photo] of (photos[index] ?? []).entries()) {
          const { filename, contentType, original, fullWebp, cardWebp } = photo;
          const stored = await queryOne<{ id: number }>(
            manager,
            `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height, full_width, full_height,
                                 card_width, card_height, original_bytes, full_bytes, card_bytes, position, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
            [
              animalId,
              filename,
              contentType,
              original,
              fullWebp,
              cardWebp,
              photo.width,
              photo.height,
              photo.fullWidth,
              photo.fullHeight,
              photo.cardWidth,
              photo.cardHeight,
              original.length,
              fullWebp.length,
              cardWebp.length,
              position,
              createdAt,
            ],
          );
          coverImageId ??= stored.id;
          filenames.push(filename);
        }
        // As if the photos were added a minute after the animal; setting updated_at keeps the touch trigger out.
        await execute(manager, `UPDATE animals SET cover_image_id = $1, updated_at = created_at + interval '1 minute' WHERE id = $2`, [
          coverImageId ?? null,
          animalId,
        ]);
        context.animals.set(demo.name, {
          id: animalId,
          name: demo.name,
          species: demo.species,
          status: demo.status,
          rainbowBridge: demo.tm ?? false,
          createdAt,
          imageFilenames: filenames,
        });
      }
    },
  };
};
