import { alertSubscribeSchema, PRIVACY_POLICY_VERSION, SPECIES, type Species } from '@pets/shared';

/** The alert sign-up form's state and validation (issue 21), kept free of React. */

export const ALERT_FIELDS = ['email', 'species', 'policy'] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

export interface AlertValues {
  email: string;
  species: Species[];
  policy: boolean;
  /** The hidden trap: people never fill it. */
  website: string;
}

export type AlertErrors = Partial<Record<AlertField, string>>;

/** The form starts with the species the list is filtered by (only known ones). */
export function initialAlertValues(filteredSpecies: readonly string[]): AlertValues {
  return { email: '', species: SPECIES.filter((species) => filteredSpecies.includes(species)), policy: false, website: '' };
}

/** The request body of POST /alerts/subscribe. */
export function alertPayload(values: AlertValues) {
  return {
    email: values.email.trim(),
    species: values.species,
    policy: values.policy,
    // The policy this form links to beside the consent: stored with the consent.
    policyVersion: PRIVACY_POLICY_VERSION,
    website: values.website,
  };
}

/** Every field's first message from the shared schema (the one the server applies too). */
export function validateAlert(values: AlertValues): AlertErrors {
  const result = alertSubscribeSchema.safeParse(alertPayload(values));
  if (result.success) return {};
  const errors: AlertErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (ALERT_FIELDS as readonly string[]).includes(field) && !errors[field as AlertField]) {
      errors[field as AlertField] = issue.message;
    }
  }
  return errors;
}

export function toggleSpecies(selected: readonly Species[], species: Species, on: boolean): Species[] {
  return SPECIES.filter((item) => (item === species ? on : selected.includes(item)));
}
