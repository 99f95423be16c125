import type { AnimalStatus, Sex, Species } from '@pets/shared';
import type { Look } from './illustrations/scene.js';

/** One demo animal as the foundation would describe it. */
export interface DemoAnimal {
  name: string;
  species: Species;
  sex: Sex;
  /** Age today in months; the birth date is computed from the seed's "now". */
  ageMonths: number;
  neutered: boolean;
  status: AnimalStatus;
  /** 'Za Tęczowym Mostem'. */
  tm?: boolean;
  health: string;
  /** Paragraphs, stored joined by blank lines. */
  description: string[];
  /** How many photos to draw (1-4). */
  photos: 1 | 2 | 3 | 4;
  look: Look;
  /** When the animal came to the foundation, in days before "now". */
  addedDaysAgo: number;
}
