import type { EntityManager } from 'typeorm';
import type { AnimalStatus, SiteConfig, Species } from '@pets/shared';
import type { DbLogger } from '../logger.js';

/** What earlier seeders created, for later ones (adoptions, posts, and later surveys). */
export interface SeededAnimal {
  id: number;
  name: string;
  species: Species;
  status: AnimalStatus;
  rainbowBridge: boolean;
  createdAt: Date;
  imageFilenames: string[];
}

export interface SeedContext {
  /** The seed's clock: ages and dates are relative to it, so the demo never looks stale. */
  now: Date;
  site: SiteConfig;
  logger: DbLogger;
  animals: Map<string, SeededAnimal>;
}

/**
 * One step of the seed. All `run`s share one transaction, in list order; `prepare` does slow
 * work (drawing photos) before that transaction opens, so locks are held only for the inserts.
 */
export interface Seeder {
  name: string;
  prepare?(context: SeedContext): Promise<void>;
  run(manager: EntityManager, context: SeedContext): Promise<void>;
}

/** Seeders keep prepared state between prepare and run, so each seed run gets fresh instances. */
export type SeederFactory = () => Seeder;

/** A small stable hash (FNV-1a) to derive per-animal variation from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
