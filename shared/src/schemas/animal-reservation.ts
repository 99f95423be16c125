import { z } from 'zod';
import type { Species } from '../species.js';

/**
 * Reservations that do not come from the "Zarezerwuj" button of a survey (issue 19 item 7): an
 * animal added as "Zarezerwowany" for a survey or an adopter, the release of an animal left
 * "Zarezerwowany" without any reservation (older data), and the TM rule (never "Dostępny").
 */
export const RESERVATION_MESSAGES = {
  targetRequired: 'Wskaż, dla kogo jest rezerwacja: wybierz ankietę albo adoptującego.',
  targetOnlyWhenReserved: 'Ankietę lub adoptującego wybiera się tylko przy statusie „Zarezerwowany”.',
  oneTarget: 'Wybierz tylko jedno: ankietę albo adoptującego.',
  tmNotAvailable: 'Zwierzak za Tęczowym Mostem nie może mieć statusu „Dostępny”.',
  tmNotReserved: 'Zwierzaka za Tęczowym Mostem nie można zarezerwować.',
  notReservedStatus: 'Ten zwierzak nie ma statusu „Zarezerwowany”.',
  reservedForAdopter: 'Ten zwierzak jest zarezerwowany dla adoptującego bez ankiety. Najpierw cofnij tę rezerwację w profilu adoptującego.',
  notReservedForAdopter: 'Ten zwierzak nie jest zarezerwowany dla tego adoptującego.',
  released: 'Zwolniono rezerwację. Zwierzak jest dostępny.',
  releasedHeld: 'Zwolniono rezerwację. Zwierzak za Tęczowym Mostem pozostaje wstrzymany.',
  unreservedNamed: (name: string) => `Cofnięto rezerwację „${name}”.`,
} as const;

/** An animal reserved for an adopter without a survey, in their profile. */
export interface AdopterReservedAnimal {
  animalId: number;
  since: string;
  animal: { name: string; species: Species; cover: string };
}

/** POST /animals/:id/release-reservation takes nothing: an empty JSON object (or no body). */
export const releaseReservationSchema = z.strictObject({});
