import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { ADOPTERS, ADOPTER_EXPORT_PATH, ADOPTION_MESSAGES, idSchema, personalDataExportQuerySchema, RODO_MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { recordHistory } from '../history/history.js';
import { getAdopterProfile } from '../adopters/adopters.service.js';
import { eraseAdopter } from './erase.js';
import { loadPersonalData } from './personal-data.export.js';
import { personalDataText, presentPersonalData } from './personal-data.presenter.js';

const adopterParams = z.object({ id: idSchema });

function adopterId(req: Request): number {
  const parsed = adopterParams.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
  return parsed.data.id;
}

export interface RodoAdminOptions {
  /** Names the data controller in the readable export (the name saved in the panel). */
  foundationName: () => Promise<string>;
  /** Clock of the export's date (tests). */
  now?: () => Date;
}

/** RODO (GDPR) rights of an adopter, for staff: export (art. 15/20) and erase (art. 17). */
export function mountRodoAdmin(routes: AdminRoutes, db: DataSource, options: RodoAdminOptions): void {
  const now = options.now ?? (() => new Date());

  routes.get(ADOPTER_EXPORT_PATH, async (req, res) => {
    const id = adopterId(req);
    const { format } = parseInput(personalDataExportQuerySchema, req.query);
    const user = req.user;
    if (!user) throw HttpError.unauthorized();
    const data = presentPersonalData(await loadPersonalData(db, id), now());
    // Who took a copy of a person's data, and in which form: none of the data itself.
    await recordHistory(db, { actor: { id: user.id, username: user.username }, action: 'adopter.data_exported', subjectType: 'adopter', subjectId: id, details: { format } });
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'text') {
      res.setHeader('Content-Disposition', `attachment; filename="dane-osobowe-${id}.txt"`);
      res.type('text/plain; charset=utf-8').send(personalDataText(data, await options.foundationName()));
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="dane-osobowe-${id}.json"`);
    res.type('application/json; charset=utf-8').send(`${JSON.stringify(data, null, 2)}\n`);
  });

  serveEndpoint(routes, ADOPTERS.erase, async ({ req, input }) => {
    const id = adopterId(req);
    input();
    const user = req.user;
    if (!user) throw HttpError.unauthorized();
    await eraseAdopter(db, id, { id: user.id, username: user.username });
    return { message: RODO_MESSAGES.erased, profile: await getAdopterProfile(db, id) };
  });
}
