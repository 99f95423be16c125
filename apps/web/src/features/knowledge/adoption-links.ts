import { speciesGroupOf, type Species } from '@pets/shared';

/** 'chomik Roborowskiego': species names stay lower case mid-sentence, surnames keep their capital. */
export const midSentence = (species: string) => species.charAt(0).toLowerCase() + species.slice(1);

/** The species survey of SPEC section 2 for each species of the guide's group. */
export function surveyLinks(species: Species): { species: Species; to: string }[] {
  return speciesGroupOf(species).map((member) => ({ species: member, to: `/ankieta-gatunek/${encodeURIComponent(member)}` }));
}

/** The adoption list filtered to the guide's species group (the list reads ?gatunek=a,b). */
export function availableAnimalsLink(species: Species): string {
  return `/adoptuje?gatunek=${speciesGroupOf(species).map(encodeURIComponent).join(',')}`;
}
