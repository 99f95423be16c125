import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANIMAL_STATUSES, SPECIES } from '@pets/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
// layer: the test checks the seeded images with the images module's own readers.
import { ingestImage, sniffImageType } from '../../modules/images/image-pipeline.js';
// layer: the weight-drop rule is the care record's own.
import { WEIGHT_DROPS_SQL } from '../../modules/care-record/weights.store.js';
import { DEMO_ANIMALS } from './animals-seeder.js';
import { renderScene } from './illustrations/scene.js';
import { hashString } from './seeder.js';
import { seedDemoContent } from './index.js';
import { queryOne, queryRows } from '../sql.js';
import type { Columns } from '../rows.js';

type AnimalRow = Columns<'animals', 'id' | 'name' | 'species' | 'status' | 'rainbow_bridge' | 'description' | 'health'> & {
  /** current_date - birth_date */
  age_days: number;
  images: number;
  cover_ok: boolean;
};

describe('demo seed', () => {
  let db: TestDatabase;
  let animals: AnimalRow[];
  let seedMs: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const result = await seedDemoContent(db.dataSource);
    expect(result.seeded).toBe(true);
    seedMs = result.ms;
    animals = await queryRows<AnimalRow>(db.dataSource, `
      SELECT a.id, a.name, a.species, a.status, a.rainbow_bridge, a.description, a.health,
             (current_date - a.birth_date) AS age_days,
             (SELECT count(*)::int FROM images i WHERE i.animal_id = a.id) AS images,
             EXISTS (SELECT 1 FROM images i WHERE i.id = a.cover_image_id AND i.animal_id = a.id) AS cover_ok
      FROM animals a ORDER BY a.id`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('reports how long the seed took (a figure for the first-start time, not a pass/fail limit)', () => {
    console.info(`demo seed: ${animals.length} animals in ${seedMs} ms`);
    expect(seedMs).toBeGreaterThan(0);
  });

  it('has at least 30 animals over all ten species, every status and both TM values', () => {
    expect(animals.length).toBeGreaterThanOrEqual(30);
    expect(new Set(animals.map((animal) => animal.species))).toEqual(new Set(SPECIES));
    expect(new Set(animals.map((animal) => animal.status))).toEqual(new Set(ANIMAL_STATUSES));
    expect(new Set(animals.map((animal) => animal.rainbow_bridge))).toEqual(new Set([true, false]));
    const available = animals.filter((animal) => animal.status === 'Dostępny' && !animal.rainbow_bridge);
    expect(available.length).toBeGreaterThan(animals.length / 2);
  });

  it('describes each animal in several Polish paragraphs with a health note', () => {
    for (const animal of animals) {
      expect(animal.description.split('\n\n').length, animal.name).toBeGreaterThanOrEqual(2);
      expect(animal.health.length, animal.name).toBeGreaterThan(3);
    }
    expect(animals.some((animal) => /[ąćęłńóśźż]/i.test(animal.description))).toBe(true);
  });

  it('gives several animals a care record: intake, 3–8 health entries, weekly weights, one overdue vaccination and one weight drop', async () => {
    const records = await queryRows<{ name: string; entries: number; weights: number; source: string | null; intake_matches: boolean }>(
      db.dataSource,
      `SELECT a.name, a.intake_source AS source,
              (SELECT count(*)::int FROM health_entries e WHERE e.animal_id = a.id) AS entries,
              (SELECT count(*)::int FROM weights w WHERE w.animal_id = a.id) AS weights,
              a.intake_date = (a.created_at AT TIME ZONE 'Europe/Warsaw')::date AS intake_matches
       FROM animals a ORDER BY a.id`,
    );
    expect(records.every((record) => record.intake_matches)).toBe(true);
    const kept = records.filter((record) => record.entries > 0);
    expect(kept.length).toBeGreaterThanOrEqual(5);
    for (const record of kept) {
      expect(record.entries, record.name).toBeGreaterThanOrEqual(3);
      expect(record.entries, record.name).toBeLessThanOrEqual(8);
      expect(record.weights, record.name).toBeGreaterThanOrEqual(2);
      expect(record.source, record.name).not.toBeNull();
    }
    const overdue = await queryRows<{ name: string }>(
      db.dataSource,
      `SELECT a.name FROM tasks t JOIN animals a ON a.id = t.animal_id JOIN health_entries e ON e.id = t.health_entry_id
       WHERE t.done_at IS NULL AND t.due < current_date AND e.type = 'szczepienie'`,
    );
    expect(overdue.map((row) => row.name)).toEqual(['Marchewka']);
    const { drops } = await queryOne<{ drops: number }>(db.dataSource, `SELECT count(*)::int AS drops FROM (${WEIGHT_DROPS_SQL}) d`);
    expect(drops).toBe(1);
  });

  it('places three demo animals in one demo foster home, with its carer’s reports, never before the animal came', async () => {
    const placed = await queryRows<{ name: string; home: string; before_intake: boolean }>(
      db.dataSource,
      `SELECT a.name, h.first_name || ' ' || h.last_name AS home, p.starts_on < a.intake_date AS before_intake
       FROM animals a JOIN foster_homes h ON h.id = a.foster_home_id JOIN animal_placements p ON p.animal_id = a.id AND p.foster_home_id = h.id
       ORDER BY a.name`,
    );
    expect(placed.map((row) => row.name)).toEqual(['Bąbel', 'Kasztanka', 'Puszek']);
    expect(new Set(placed.map((row) => row.home))).toEqual(new Set(['Joanna Przykładowa']));
    expect(placed.some((row) => row.before_intake)).toBe(false);
    const { reports } = await queryOne<{ reports: number }>(db.dataSource, `SELECT count(*)::int AS reports FROM foster_reports`);
    expect(reports).toBe(3);
    const { email } = await queryOne<{ email: string }>(db.dataSource, `SELECT email FROM foster_homes`);
    expect(email).toMatch(/@example\.org$/);
  });

  it('gives ages between 2 months and 8 years', () => {
    const ages = animals.map((animal) => animal.age_days);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...ages)).toBeLessThanOrEqual(8 * 366 + 31);
  });

  it('gives every animal 1 to 4 images, its first one as cover, each with a card WebP of at most 40 kB', async () => {
    for (const animal of animals) {
      expect(animal.images, animal.name).toBeGreaterThanOrEqual(1);
      expect(animal.images, animal.name).toBeLessThanOrEqual(4);
      expect(animal.cover_ok, animal.name).toBe(true);
    }
    const images = await queryRows<{ card_webp: Buffer; card_bytes: number; filename: string; content_type: string }>(
      db.dataSource,
      'SELECT card_webp, card_bytes, filename, content_type FROM images',
    );
    for (const image of images) {
      expect(image.card_webp.length).toBe(image.card_bytes);
      expect(image.card_bytes).toBeLessThanOrEqual(40_000);
      expect(sniffImageType(image.card_webp)).toBe('image/webp');
      expect(image.filename).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(image.content_type).toBe('image/jpeg');
    }
  });

  it('records an active adoption for every adopted animal', async () => {
    const missing = await queryRows<unknown>(db.dataSource, `
      SELECT a.name FROM animals a
      WHERE a.status = 'Adoptowany' AND NOT EXISTS (SELECT 1 FROM adoptions d WHERE d.animal_id = a.id AND d.cancelled_at IS NULL)`);
    expect(missing).toEqual([]);
  });

  it('gives every reserved animal an active reservation held by a demo survey that selected it', async () => {
    const reserved = await queryRows<{ name: string; held: boolean }>(db.dataSource, `
      SELECT a.name, EXISTS (
        SELECT 1 FROM reservations r JOIN survey_animals sa ON sa.survey_id = r.survey_id AND sa.animal_id = r.animal_id
        WHERE r.animal_id = a.id AND r.released_at IS NULL) AS held
      FROM animals a WHERE a.status = 'Zarezerwowany'`);
    expect(reserved.length).toBeGreaterThan(0);
    expect(reserved.filter((animal) => !animal.held)).toEqual([]);
  });

  it('adds 5-6 recent social posts, some with a seeded picture', async () => {
    const posts = await queryRows<{ full_picture: string | null; created_time: Date; message: string }>(
      db.dataSource,
      'SELECT full_picture, created_time, message FROM social_posts',
    );
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts.length).toBeLessThanOrEqual(6);
    for (const post of posts) {
      expect(post.created_time.getTime()).toBeLessThan(Date.now());
      expect(post.created_time.getTime()).toBeGreaterThan(Date.now() - 60 * 24 * 3_600_000);
    }
    const pictures = posts.map((post) => post.full_picture).filter((picture): picture is string => picture !== null);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/api\/images\/[0-9a-f]{32}\.jpg\?w=full$/);
      const filename = picture.slice('/api/images/'.length, picture.indexOf('?'));
      const found = await queryRows<unknown>(db.dataSource, 'SELECT 1 FROM images WHERE filename = $1', [filename]);
      expect(found).toHaveLength(1);
    }
  });

  it('does nothing on a database that already has animals', async () => {
    expect(await seedDemoContent(db.dataSource)).toEqual({ seeded: false, ms: 0 });
    const row = await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM animals');
    expect(row.n).toBe(animals.length);
  });

  it('draws the same pictures on every run (deterministic)', async () => {
    const [first] = DEMO_ANIMALS;
    const again = await ingestImage(await renderScene(first!.species, first!.look, hashString(`${first!.name}#0`)), { effort: 2 });
    const rows = await queryRows<{ filename: string }>(
      db.dataSource,
      'SELECT i.filename FROM images i JOIN animals a ON a.id = i.animal_id WHERE a.name = $1 AND i.position = 0',
      [first!.name],
    );
    expect(rows[0]?.filename).toBe(again.filename);
  });
});
