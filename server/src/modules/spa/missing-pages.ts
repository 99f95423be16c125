import type { DataSource } from 'typeorm';
import { idSchema, isSpecies } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { PublicAnimalsJson } from '../animals/animals.public.routes.js';
import { queryRows } from '../../db/sql.js';

/** Whether a client route names something that does not exist, so its page is the not-found screen. */
export type MissingPageCheck = (pathname: string) => Promise<boolean>;

const ANIMAL_PAGE = /^\/(?:zwierzak|ankieta)\/([^/]+)\/?$/;
const SPECIES_SURVEY_PAGE = /^\/ankieta-gatunek\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The pages whose route matches but whose subject is missing: an animal page or animal survey with
 * an id that is not a number or names no animal (the app shows the not-found screen, or sends the
 * survey to /404), and a species survey of an unknown species or one without questions (sent to
 * /404 as well). They must answer 404 like any unknown path, not 200 with a not-found screen, or
 * crawlers index "Ups! 404" under every made-up id. A failing read is not taken as missing.
 */
export function missingPageCheck(db: DataSource, animals: Pick<PublicAnimalsJson, 'animal'>): MissingPageCheck {
  return async (pathname) => {
    const animalMatch = ANIMAL_PAGE.exec(pathname);
    if (animalMatch) {
      const segment = animalMatch[1] ?? '';
      const id = idSchema.safeParse(/^\d+$/.test(segment) ? segment : NaN);
      if (!id.success) return true;
      try {
        await animals.animal(id.data);
        return false;
      } catch (error) {
        return error instanceof HttpError && error.status === 404;
      }
    }
    const speciesMatch = SPECIES_SURVEY_PAGE.exec(pathname);
    if (speciesMatch) {
      const species = decoded(speciesMatch[1] ?? '');
      if (!isSpecies(species)) return true;
      const rows = await queryRows<unknown>(db, `SELECT 1 FROM survey_questions WHERE species = $1 LIMIT 1`, [species]).catch(() => [{}]);
      return rows.length === 0;
    }
    return false;
  };
}
