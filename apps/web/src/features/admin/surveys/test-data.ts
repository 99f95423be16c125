import type { SurveyAdminAnimal, SurveyAdminDetail, SurveyAdminListItem } from '@pets/shared';

/** Data builders of the survey screen tests. */

export function listItem(id: number, patch: Partial<SurveyAdminListItem> = {}): SurveyAdminListItem {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
    species: 'Królik',
    adopter: { firstName: 'Anna', lastName: `Nowak${id}`, email: `anna${id}@example.com`, phone: '+48600700800' },
    animals: [],
    closure: null,
    fosterOpinion: null,
    ...patch,
  };
}

export function detailOf(id: number, patch: Partial<SurveyAdminDetail> = {}): SurveyAdminDetail {
  return {
    id,
    species: 'Królik',
    createdAt: '2026-01-05T10:00:00.000Z',
    adopter: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: '+48600700800', zip: '00-001', city: 'Warszawa' },
    answers: [],
    animals: [],
    bucket: 'new',
    finished: false,
    adopterId: 1,
    contactDifferences: [],
    closure: null,
    fosterOpinion: null,
    ...patch,
  };
}

export function detailAnimal(id: number, name: string, patch: Partial<SurveyAdminAnimal> = {}): SurveyAdminAnimal {
  return {
    id,
    name,
    cover: '/static/default-animal.webp',
    species: 'Królik',
    status: 'Dostępny',
    tm: false,
    selected: true,
    reserved: false,
    reservedByMe: false,
    reservedSince: null,
    reservedBySurveyId: null,
    adopted: false,
    adoptedByMe: false,
    adoptedAt: null,
    sex: 'Samiec',
    elsewhere: null,
    otherOpenSurveys: 0,
    ...patch,
  };
}
