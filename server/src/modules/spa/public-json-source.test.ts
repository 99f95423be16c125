import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { PublicAnimalsJson } from '../animals/animals.public.routes.js';
import type { PublicPagesJson } from '../pages/pages.public.routes.js';
import { publicJsonSource } from './public-json-source.js';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const calls: string[] = [];

// The cached producers the API routes use, recorded: the source must read through them with the
// input the routes' schemas accept, and answer like the routes do.
const animals = {
  list: async (filters: unknown) => {
    calls.push(`list ${JSON.stringify(filters)}`);
    return json([{ id_zwierzaka: 1 }]);
  },
  animal: async (id: number) => {
    if (id !== 1) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
    return json({ id_zwierzaka: 1 });
  },
  images: async (id: number) => json([`/api/images/${id}.jpg`]),
} as unknown as PublicAnimalsJson;
const pages = {
  guides: async (species?: string) => [{ slug: 'chomik', species: species ?? null }],
  page: async (slug: string) => (slug === 'o-nas' ? { slug, html: '<p>O nas</p>' } : null),
} as unknown as PublicPagesJson;
const db = { query: async () => [] } as unknown as DataSource;
const source = publicJsonSource(db, animals, pages);

describe('the in-process public API of the server render', () => {
  it('answers the list with the filters parsed like the API route', async () => {
    expect(await source('/animals/available?gatunek=Mysz%2CKr%C3%B3lik')).toEqual({ status: 200, body: [{ id_zwierzaka: 1 }] });
    expect(calls.at(-1)).toBe('list {"gatunek":["Mysz","Królik"],"plec":[],"kastracja":[],"status":[]}');
    expect((await source('/animals/available?gatunek=Smok')).status).toBe(400);
  });

  it('answers an animal, its images, and 404 for an unknown or malformed id', async () => {
    expect(await source('/animals/1')).toEqual({ status: 200, body: { id_zwierzaka: 1 } });
    expect(await source('/animals/1/images')).toEqual({ status: 200, body: ['/api/images/1.jpg'] });
    expect((await source('/animals/2')).status).toBe(404);
    expect((await source('/animals/abc')).status).toBe(404);
  });

  it('answers the guides of a species, a published page, and 404 for a missing one', async () => {
    expect(await source('/pages?gatunek=Mysz')).toEqual({ status: 200, body: [{ slug: 'chomik', species: 'Mysz' }] });
    expect((await source('/pages?gatunek=Smok')).status).toBe(400);
    expect(await source('/pages/o-nas')).toEqual({ status: 200, body: { slug: 'o-nas', html: '<p>O nas</p>' } });
    expect((await source('/pages/nie-ma')).status).toBe(404);
    expect((await source('/pages/Zły Adres')).status).toBe(404);
  });

  it('answers the questions of a species and 404 for what is not a public read', async () => {
    expect(await source(`/survey/questions/${encodeURIComponent('Świnka morska')}`)).toEqual({ status: 200, body: [] });
    expect((await source('/survey/questions/Smok')).status).toBe(404);
    expect((await source('/admin/surveys')).status).toBe(404);
    expect((await source('/auth/me')).status).toBe(404);
  });
});
