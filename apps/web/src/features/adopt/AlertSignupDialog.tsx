import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_MESSAGES, SPECIES } from '@pets/shared';
import { api, errorMessage } from '../../lib/api';
import { ExternalLink } from '../../ui/ExternalLink';
import { Modal } from '../../ui/Modal';
import { ALERT_FIELDS, alertPayload, initialAlertValues, toggleSpecies, validateAlert, type AlertErrors, type AlertField, type AlertValues } from './alert-signup';
import { TrapField } from '../../ui/TrapField';

const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

export interface AlertSignupDialogProps {
  /** The species the list is filtered by: ticked at the start. */
  filteredSpecies: readonly string[];
  onClose(): void;
}

/**
 * "Powiadom mnie o nowych zwierzakach" (issue 21): e-mail, species (one or more), consent with the
 * privacy policy and the bot trap. Validated with the shared schema; errors appear after the first
 * submit and the first wrong field takes the focus. On success the dialog says to check the inbox
 * (double opt-in: nothing is sent until the link in that e-mail is opened).
 */
export function AlertSignupDialog({ filteredSpecies, onClose }: AlertSignupDialogProps) {
  const id = useId();
  const [values, setValues] = useState<AlertValues>(() => initialAlertValues(filteredSpecies));
  const [errors, setErrors] = useState<AlertErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const fieldRefs = useRef<Partial<Record<AlertField, HTMLElement | null>>>({});
  const doneRef = useRef<HTMLParagraphElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const change = (next: AlertValues) => {
    setValues(next);
    setErrors(validateAlert(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateAlert(values);
    setErrors(found);
    const first = ALERT_FIELDS.find((field) => found[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await api.post('/alerts/subscribe', alertPayload(values));
      if (mounted.current) setDone(true);
    } catch (error) {
      if (mounted.current) setFailure(errorMessage(error, ALERT_MESSAGES.subscribeFailed));
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const shown = (field: AlertField) => (attempted ? errors[field] : undefined);
  const described = (field: AlertField) => (shown(field) ? `${id}-${field}-error` : undefined);
  const errorText = (field: AlertField) => {
    const error = shown(field);
    return error ? (
      <p id={`${id}-${field}-error`} className="form__error">
        {error}
      </p>
    ) : null;
  };

  return (
    <Modal
      title="Powiadom mnie o nowych zwierzakach"
      description="Gdy pojawi się zwierzak z wybranych gatunków, wyślemy e-mail (najwyżej jeden dziennie)."
      onClose={onClose}
      className="alert-signup"
    >
      {done ? (
        <div className="alert-signup__done">
          <p ref={doneRef} tabIndex={-1} role="status" className="alert-signup__done-text">
            {ALERT_MESSAGES.subscribed}
          </p>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Zamknij
          </button>
        </div>
      ) : (
        <form className="form alert-signup__form" noValidate onSubmit={submit}>
          <div className="form__field">
            <label htmlFor={`${id}-email`}>Adres e-mail</label>
            <input
              id={`${id}-email`}
              ref={(element) => {
                fieldRefs.current.email = element;
              }}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              aria-invalid={shown('email') ? true : undefined}
              aria-describedby={described('email')}
              value={values.email}
              onChange={(event) => change({ ...values, email: event.target.value })}
            />
            {errorText('email')}
          </div>

          <fieldset className="alert-signup__species" aria-describedby={described('species')} aria-invalid={shown('species') ? true : undefined}>
            <legend>Gatunki</legend>
            <ul className="alert-signup__species-list">
              {SPECIES.map((species, index) => (
                <li key={species}>
                  <label className="alert-signup__check">
                    <input
                      ref={
                        index === 0
                          ? (element) => {
                              fieldRefs.current.species = element;
                            }
                          : undefined
                      }
                      type="checkbox"
                      name="species"
                      value={species}
                      checked={values.species.includes(species)}
                      onChange={(event) => change({ ...values, species: toggleSpecies(values.species, species, event.target.checked) })}
                    />
                    <span>{species}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errorText('species')}
          </fieldset>

          <TrapField formId={id} value={values.website} onChange={(website) => change({ ...values, website })} />

          <div className="form__field">
            <label className="alert-signup__check" htmlFor={`${id}-policy`}>
              <input
                id={`${id}-policy`}
                ref={(element) => {
                  fieldRefs.current.policy = element;
                }}
                name="policy"
                type="checkbox"
                aria-invalid={shown('policy') ? true : undefined}
                aria-describedby={described('policy')}
                checked={values.policy}
                onChange={(event) => change({ ...values, policy: event.target.checked })}
              />
              <span>
                Zgadzam się na przesyłanie powiadomień o nowych zwierzakach na podany adres e-mail. Zgodę można wycofać w każdej chwili
                linkiem w wiadomości. Więcej w{' '}
                <ExternalLink href={PRIVACY_POLICY_URL} pdf>
                  Polityce Prywatności
                </ExternalLink>
                .
              </span>
            </label>
            {errorText('policy')}
          </div>

          {failure && (
            <p className="form__error" role="alert">
              {failure}
            </p>
          )}

          <div className="alert-signup__actions">
            <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? ALERT_MESSAGES.submitting : 'Zapisz mnie'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
