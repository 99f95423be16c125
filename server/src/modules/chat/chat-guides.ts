import type { DataSource } from 'typeorm';
import { guidePath, isSpecies, type Species } from '@pets/shared';
import { findPublishedGuides } from '../pages/pages.queries.js';
import { SPECIES_OF, type CareSpecies } from './knowledge.pl.js';
import { fold } from './polish-text.js';

/** A published guide of the knowledge base, as the offline assistant links to it. */
export interface ChatGuide {
  slug: string;
  title: string;
  species: Species | null;
}

export async function loadChatGuides(db: DataSource): Promise<ChatGuide[]> {
  return (await findPublishedGuides(db)).map((row) => ({ slug: row.slug, title: row.title, species: isSpecies(row.species) ? row.species : null }));
}

/** The word a title starts with ('Chomik — poradnik opieki' -> 'chomik'), folded. */
const titleKey = (title: string) => fold(title).split(/[^\p{L}\p{N}]+/u).find(Boolean) ?? '';

/**
 * The guide a question is about: the one of its species group, else one whose title's name part
 * the question contains ('Poradnik o królikach?' finds 'Królik — …' by its stem).
 */
export function guideFor(guides: readonly ChatGuide[], group: CareSpecies | null, message: string): ChatGuide | null {
  if (group) return guides.find((guide) => guide.species !== null && SPECIES_OF[group].includes(guide.species)) ?? null;
  const text = ` ${fold(message)}`;
  return (
    guides.find((guide) => {
      const key = titleKey(guide.title);
      // A stem long enough to survive inflection: 'krolik' in 'krolikach', 'szynszyl' in 'szynszyli'.
      const stem = key.length > 5 ? key.slice(0, Math.max(5, key.length - 2)) : key;
      return stem.length >= 3 && text.includes(` ${stem}`);
    }) ?? null
  );
}

export const guideLine = (guide: ChatGuide) => `Więcej w poradniku „${guide.title}”: ${guidePath(guide.slug)}.`;
