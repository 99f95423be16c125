import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { ADOPTION_MESSAGES, formatDate, idParamsSchema, NOTE_MESSAGES, NOTES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { addNote, type NoteSubject } from './notes.js';

function subjectId(req: Request, subject: NoteSubject): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (parsed.success) return parsed.data.id;
  throw subject === 'survey'
    ? HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found')
    : HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
}

/** POST /survey/:id/notes and /adopters/:id/notes, behind the session guard of AdminRoutes. */
export function mountNotesAdmin(routes: AdminRoutes, db: DataSource): void {
  for (const subject of ['survey', 'adopter'] as const) {
    serveEndpoint(routes, NOTES[subject], async ({ req, res, input }) => {
      const id = subjectId(req, subject);
      const { text, przypomnij } = input();
      const user = req.user;
      if (!user) throw HttpError.unauthorized();
      const note = await addNote(db, subject, id, text, { id: user.id, username: user.username }, przypomnij);
      res.status(201);
      return { message: przypomnij ? NOTE_MESSAGES.addedWithReminder(formatDate(przypomnij)) : NOTE_MESSAGES.added, note };
    });
  }
}
