import { FOSTER_PHOTOS_MAX } from '../schemas/foster.js';

/**
 * Texts of the carer's page (/dt/:token) beyond the module's FOSTER_MESSAGES: kept apart so the
 * page and its API share them without every part of the module editing one file.
 */
export const FOSTER_PORTAL_MESSAGES = {
  photosRequired: 'Wybierz co najmniej jedno zdjęcie.',
  photosFull: `Czeka już ${FOSTER_PHOTOS_MAX} zdjęć tego zwierzaka. Kolejne dodasz, gdy fundacja je przejrzy.`,
  photosOverLimit: (room: number) =>
    room === 1
      ? `Możesz teraz dodać jeszcze tylko 1 zdjęcie (naraz czeka najwyżej ${FOSTER_PHOTOS_MAX}). Nic nie zostało wysłane.`
      : `Możesz teraz dodać jeszcze najwyżej ${room} zdjęcia (naraz czeka najwyżej ${FOSTER_PHOTOS_MAX}). Nic nie zostało wysłane.`,
  /** After a refused file: the whole upload is refused, so the carer picks again. */
  photosNothingSent: ' Nic nie zostało wysłane – wybierz zdjęcia jeszcze raz.',
  loadFailed: 'Nie udało się wczytać strony. Sprawdź połączenie z internetem i odśwież stronę.',
  sendFailed: 'Nie udało się wysłać. Sprawdź połączenie z internetem i spróbuj ponownie – wpisane dane zostały w formularzu.',
  sending: 'Wysyłanie…',
} as const;

/** "Anna K.": a carer as the coordinators' tasks name them (first name and initial only). */
export function fosterCarerShortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('pl-PL');
  return `${firstName.trim()}${initial ? ` ${initial}.` : ''}`;
}

/** "DT: Anna K.": how the animal's history names a carer. */
export function fosterCarerLabel(firstName: string, lastName: string): string {
  return `DT: ${fosterCarerShortName(firstName, lastName)}`;
}
