import type { FosterApplication, FosterHomeDetail, FosterHomeSummary } from '@pets/shared';

/** The foster screens' test data: this year's dates, so the days read "3 grudnia" without a year. */
export const YEAR = new Date().getFullYear();
export const on = (monthDay: string, time = '10:00:00') => `${YEAR}-${monthDay}T${time}Z`;

export function application(id: number, patch: Partial<FosterApplication> = {}): FosterApplication {
  return {
    id,
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna@example.com',
    phone: '600700800',
    postcode: '30-001',
    city: 'Kraków',
    species: ['Królik', 'Świnka morska'],
    capacity: 2,
    experience: 'Miałam dwa króliki przez 8 lat.',
    housing: 'Mieszkanie 60 m², osobny pokój.',
    otherAnimals: '',
    vetTransport: true,
    unavailable: 'Lipiec (urlop).',
    status: 'nowe',
    declineReason: '',
    decidedAt: null,
    decidedBy: null,
    fosterHomeId: null,
    createdAt: on('12-01'),
    ...patch,
  };
}

export function homeSummary(id: number, patch: Partial<FosterHomeSummary> = {}): FosterHomeSummary {
  return {
    id,
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna@example.com',
    phone: '600700800',
    city: 'Kraków',
    species: ['Królik'],
    capacity: 3,
    animalCount: 2,
    active: true,
    linkSentAt: on('12-03'),
    linkLastUsedAt: on('12-05'),
    ...patch,
  };
}

export function homeDetail(id: number, patch: Partial<FosterHomeDetail> = {}): FosterHomeDetail {
  return {
    ...homeSummary(id),
    postcode: '30-001',
    notes: 'Woli samice.',
    applicationId: 4,
    unavailable: [],
    animals: [
      { id: 14, name: 'Marchewka', species: 'Królik', since: `${YEAR}-11-20` },
      { id: 15, name: 'Kropka', species: 'Królik', since: `${YEAR}-11-28` },
    ],
    reports: [
      { id: 2, animalId: 14, animalName: 'Marchewka', kind: 'problem', text: 'Nie je od rana.', createdAt: on('12-06', '08:15:00') },
      { id: 1, animalId: 15, animalName: 'Kropka', kind: 'waga', text: '1450 g', createdAt: on('12-05', '18:00:00') },
    ],
    reminders: [{ animalId: 14, animalName: 'Marchewka', label: 'Szczepienie RHD', due: `${YEAR}-12-07`, sentAt: on('12-06', '06:00:00') }],
    createdAt: on('11-15'),
    endedAt: null,
    ...patch,
  };
}
