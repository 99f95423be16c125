import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { HealthEntryType, Sex, Species } from '@pets/shared';
import { adoptionGroup } from './contract-groups.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

/** What a contract and its care cards say, read from the database for one adoption group. */
export interface ContractData {
  /** The contract's number: the group's first adoption. */
  adoptionId: number;
  /** The adoption's day in Poland, yyyy-mm-dd: the contract's date. */
  adoptedOn: string;
  adopter: { firstName: string; lastName: string; email: string; phone: string; zip: string; city: string };
  animals: ContractAnimal[];
}

export interface ContractAnimal {
  id: number;
  name: string;
  species: Species;
  sex: Sex;
  /** yyyy-mm-dd, approximate for most rescued animals; null when unknown. */
  birthDate: string | null;
  neutered: boolean;
  /** Staff's free-text notes ("Stan zdrowia"), printed as remarks beside the history. */
  health: string;
  /** The health card's vaccinations and treatments, oldest first (never costs or clinics). */
  healthHistory: { type: HealthEntryType; date: string; description: string }[];
  /** The cover photo as JPEG (pdfkit reads JPEG and PNG, the database keeps WebP); null without one. */
  photo: Buffer | null;
}

/** What the contract and care card print of the health card: what was done to the animal, not visits or tests. */
const PRINTED_TYPES: readonly HealthEntryType[] = ['szczepienie', 'odrobaczanie', 'kastracja', 'zabieg', 'lek'];

/** The photo's side in pixels: about 2.5 pixels per point at the 92 pt it is printed at. */
const PHOTO_SIDE = 240;

/** WebP -> JPEG for pdfkit, square-cropped to the size the contract prints. */
function toJpeg(webp: Buffer | null): Promise<Buffer | null> {
  if (!webp) return Promise.resolve(null);
  return sharp(webp)
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer()
    // A photo that cannot be decoded leaves an empty frame rather than no contract.
    .catch(() => null);
}

/** The data of the contract adoption `id` belongs to; 404 (Polish) when it does not exist or was cancelled. */
export async function loadContractData(db: DataSource, id: number): Promise<ContractData> {
  const group = await adoptionGroup(db, id);
  const first = group[0]!;
  const [adopters, animals]: [
    ContractData['adopter'][],
    { id: number; name: string; species: Species; sex: Sex; birth_date: string | null; neutered: boolean; health: string; photo: Buffer | null }[],
  ] = await Promise.all([
    queryRows<ContractData['adopter']>(
      db,
      `SELECT first_name AS "firstName", last_name AS "lastName", email, phone, zip, city FROM adopters WHERE id = $1`,
      [first.adopter_id],
    ),
    queryRows<Columns<'animals', 'id' | 'name' | 'species' | 'sex' | 'birth_date' | 'neutered' | 'health'> & { photo: TableRow<'images'>['card_webp'] | null }>(
      db,
      `SELECT a.id, a.name, a.species, a.sex, to_char(a.birth_date, 'YYYY-MM-DD') AS birth_date, a.neutered, a.health,
              (SELECT i.card_webp FROM images i WHERE i.animal_id = a.id
                ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS photo
       FROM animals a WHERE a.id = ANY($1::int[])`,
      [group.map((row) => row.animal_id)],
    ),
  ]);
  const history = await queryRows<{ animal_id: number; type: HealthEntryType; date: string; description: string }>(
    db,
    `SELECT animal_id, type, to_char(date, 'YYYY-MM-DD') AS date, description FROM health_entries
     WHERE animal_id = ANY($1::int[]) AND type IN (${PRINTED_TYPES.map((type) => `'${type}'`).join(', ')})
     ORDER BY date, id`,
    [group.map((row) => row.animal_id)],
  );
  const byId = new Map(animals.map((animal) => [animal.id, animal]));
  const ordered = group.map((row) => byId.get(row.animal_id)!);
  const photos = await Promise.all(ordered.map((animal) => toJpeg(animal.photo)));
  return {
    adoptionId: first.id,
    adoptedOn: first.adopted_on,
    adopter: adopters[0]!,
    animals: ordered.map((animal, index) => ({
      id: animal.id,
      name: animal.name,
      species: animal.species,
      sex: animal.sex,
      birthDate: animal.birth_date,
      neutered: animal.neutered,
      health: animal.health.trim(),
      healthHistory: history.filter((entry) => entry.animal_id === animal.id).map(({ type, date, description }) => ({ type, date, description })),
      photo: photos[index] ?? null,
    })),
  };
}
