import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { alertPayload, initialAlertValues, toggleSpecies, validateAlert } from './alert-signup';

describe('alert sign-up form', () => {
  it('starts with the species the list is filtered by, known ones only, in the spec order', () => {
    expect(initialAlertValues(['Szczur', 'Królik', 'Pies']).species).toEqual(['Królik', 'Szczur']);
    expect(initialAlertValues([]).species).toEqual([]);
  });

  it('validates with the shared schema: Polish messages per field', () => {
    expect(validateAlert(initialAlertValues([]))).toEqual({
      email: ALERT_MESSAGES.emailRequired,
      species: ALERT_MESSAGES.speciesRequired,
      policy: ALERT_MESSAGES.policyRequired,
    });
    expect(validateAlert({ email: 'ania@', species: ['Mysz'], policy: true, website: '' })).toEqual({ email: ALERT_MESSAGES.emailInvalid });
    expect(validateAlert({ email: ' ania@example.pl ', species: ['Mysz'], policy: true, website: '' })).toEqual({});
  });

  it('sends the trimmed address, the species, the consent with the policy version and the trap', () => {
    expect(alertPayload({ email: ' ania@example.pl ', species: ['Mysz'], policy: true, website: '' })).toEqual({
      email: 'ania@example.pl',
      species: ['Mysz'],
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });
  });

  it('toggles a species keeping the spec order', () => {
    expect(toggleSpecies(['Szczur'], 'Królik', true)).toEqual(['Królik', 'Szczur']);
    expect(toggleSpecies(['Królik', 'Szczur'], 'Królik', false)).toEqual(['Szczur']);
  });
});
