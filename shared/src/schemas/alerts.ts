import { z } from 'zod';
import { SPECIES, type Species } from '../species.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, lengthCap } from './common.js';
import { consentPolicyVersionSchema } from './consent.js';

/**
 * New-animal alerts (issue 21): a visitor leaves an e-mail and the species they wait for, confirms
 * it from a link (double opt-in) and then gets at most one e-mail a day listing animals of those
 * species that became available. Texts shown by the form, the confirm/unsubscribe pages and the API.
 */
export const ALERT_MESSAGES = {
  emailRequired: 'Podaj adres e-mail',
  emailInvalid: 'Niepoprawny adres e-mail',
  speciesRequired: 'Wybierz co najmniej jeden gatunek',
  speciesInvalid: 'Wybierz gatunek z listy',
  policyRequired: 'Zaznacz zgodę, aby otrzymywać powiadomienia',
  subscribed: 'Dziękujemy! Wysłaliśmy e-mail z linkiem potwierdzającym. Powiadomienia zaczną przychodzić po kliknięciu w ten link.',
  subscribeFailed: 'Nie udało się zapisać na powiadomienia. Spróbuj ponownie.',
  rateLimited: 'Za dużo prób zapisu z tego adresu. Spróbuj ponownie za jakiś czas.',
  submitting: 'Zapisywanie…',
  invalidToken: 'Ten link jest nieprawidłowy albo wygasł. Niczego nie zmieniliśmy.',
  confirmed: 'Gotowe! Powiadomienia o nowych zwierzakach są włączone.',
  unsubscribeInvalid: 'Ten link jest nieprawidłowy albo został już użyty. Niczego nie zmieniliśmy. Jeśli ten adres wypisano już wcześniej, nic więcej nie trzeba robić.',
  unsubscribed: 'Gotowe. Nie będziemy już wysyłać powiadomień o nowych zwierzakach na ten adres.',
  actionFailed: 'Nie udało się połączyć z serwerem. Odśwież stronę, aby spróbować ponownie.',
  subscribersFailed: 'Nie udało się wczytać subskrybentów powiadomień.',
} as const;

const m = ALERT_MESSAGES;

const speciesSchema = z.enum(SPECIES, { error: m.speciesInvalid });

/** POST /alerts/subscribe: the same schema drives the form and the server. */
export const alertSubscribeSchema = z.object({
  email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(EMAIL_MAX_LENGTH, lengthCap(m.emailInvalid)).regex(EMAIL_PATTERN, m.emailInvalid),
  species: z
    .array(speciesSchema, { error: m.speciesRequired })
    .min(1, m.speciesRequired)
    .max(SPECIES.length, m.speciesInvalid)
    .transform((list) => SPECIES.filter((species) => list.includes(species))),
  policy: z.literal(true, { error: m.policyRequired }),
  /** The privacy-policy version shown beside the consent (stored with it; default: the current one). */
  policyVersion: consentPolicyVersionSchema,
  /** Honeypot: people never see it; when filled the server pretends success. */
  website: z.string().max(500).optional(),
});
export type AlertSubscribeInput = z.input<typeof alertSubscribeSchema>;

/** The random token of a confirm or unsubscribe link (base64url of 32 bytes). */
export const alertTokenSchema = z.string({ error: m.invalidToken }).trim().min(20, m.invalidToken).max(100, m.invalidToken).regex(/^[A-Za-z0-9_-]+$/, m.invalidToken);

/** POST /alerts/confirm and POST /alerts/unsubscribe (the page sends the token of its link). */
export const alertTokenBodySchema = z.object({ token: alertTokenSchema });

/** POST /alerts/unsubscribe?token=… (RFC 8058 one-click: the token is in the List-Unsubscribe URL). */
export const alertTokenQuerySchema = z.object({ token: alertTokenSchema.optional() });

/** GET /alerts/admin/counts: confirmed subscribers per species (no addresses). */
export interface AlertSubscriberCounts {
  species: { species: Species; subscribers: number }[];
  /** Confirmed subscriptions in total (one person may wait for several species). */
  confirmed: number;
  /** Sign-ups still waiting for their confirmation (deleted after 7 days). */
  pending: number;
}

/** GET /alerts/admin/subscribers: the addresses, fetched only when staff open the list. */
export interface AlertSubscriberListItem {
  email: string;
  species: Species[];
  confirmedAt: string;
}

/** Days an unconfirmed sign-up (or an unconfirmed species change) waits before it is deleted. */
export const ALERT_PENDING_DAYS = 7;
