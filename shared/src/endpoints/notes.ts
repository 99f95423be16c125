import { noteSchema } from '../schemas/survey-lifecycle.js';
import { endpoint } from './endpoint.js';

/** A note as stored: a history row of its survey or adopter, with its author and time. */
export interface AddedNote {
  id: number;
  at: string;
  actor: string;
  text: string;
}

/** What adding a note answers (201). */
export interface NoteAdded {
  message: string;
  note: AddedNote;
}

/**
 * "Dodaj notatkę" above a survey's or an adopter's timeline: the note is a history row of it. An
 * unknown id is a 404; an erased person (RODO) takes no notes (409).
 */
export const NOTES = {
  survey: endpoint<NoteAdded>()({ method: 'POST', path: '/survey/:id/notes', input: noteSchema }),
  adopter: endpoint<NoteAdded>()({ method: 'POST', path: '/adopters/:id/notes', input: noteSchema }),
} as const;
