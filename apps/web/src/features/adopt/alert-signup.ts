import { PRIVACY_POLICY_VERSION, SPECIES, type AlertSubscribeInput, type Species } from '@pets/shared';

/** The alert sign-up form's values and request body (issue 21); the shared alertSubscribeSchema checks them. */

export type AlertField = 'email' | 'species' | 'policy';

export interface AlertValues {
  email: string;
  species: Species[];
  policy: boolean;
  /** The hidden trap: people never fill it. */
  website: string;
}

/** The form starts with the species the list is filtered by (only known ones). */
export function initialAlertValues(filteredSpecies: readonly string[]): AlertValues {
  return { email: '', species: SPECIES.filter((species) => filteredSpecies.includes(species)), policy: false, website: '' };
}

/** The request body of POST /alerts/subscribe. */
export function alertPayload(values: AlertValues): AlertSubscribeInput {
  return {
    email: values.email.trim(),
    species: values.species,
    // Called only for values the form's resolver (the same shared schema) accepted: the box is ticked.
    policy: values.policy as true,
    // The policy this form links to beside the consent: stored with the consent.
    policyVersion: PRIVACY_POLICY_VERSION,
    website: values.website,
  };
}
