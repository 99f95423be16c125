import type { HealthDefaultsBySpecies } from '../care-record/care-record.js';

/**
 * The species' repeat schedules the health card offers as an entry's next-due date: the same
 * facts as the care texts in this folder (species-care.ts: rabbits are vaccinated against RHD1,
 * RHD2 and myxomatosis, repeated as the vet advises). Only what recurs on a calendar is here;
 * small rodents and tortoises have no routine vaccinations.
 */
export const HEALTH_DEFAULTS: HealthDefaultsBySpecies = {
  Królik: [
    {
      type: 'szczepienie',
      description: 'RHD1 i RHD2',
      everyMonths: 12,
      note: 'co roku',
    },
    {
      type: 'szczepienie',
      description: 'Myksomatoza',
      everyMonths: 6,
      note: 'według schematu lekarza weterynarii: zwykle co 6 miesięcy, szczepionką skojarzoną z RHD co 12',
    },
  ],
};

/** date + months, as YYYY-MM-DD (the 31st of a shorter month becomes its last day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
