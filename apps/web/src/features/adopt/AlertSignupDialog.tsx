import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ALERT_MESSAGES, alertSubscribeSchema, SPECIES } from '@pets/shared';
import { errorMessage } from '../../lib/api';
import { useSubscribeToAlerts } from './alert-queries';
import { ExternalLink } from '../../ui/ExternalLink';
import { Modal } from '../../ui/Modal';
import { alertPayload, initialAlertValues, type AlertField, type AlertValues } from './alert-signup';
import { Field, fieldAria, FieldError } from '../../ui/form/Field';
import { TrapField } from '../../ui/TrapField';

const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

// The shared schema of POST /alerts/subscribe; `raw` keeps the values as typed (alertPayload trims them).
const resolver = zodResolver(alertSubscribeSchema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<AlertValues>;

export interface AlertSignupDialogProps {
  /** The species the list is filtered by: ticked at the start. */
  filteredSpecies: readonly string[];
  onClose(): void;
}

/**
 * "Powiadom mnie o nowych zwierzakach" (issue 21): e-mail, species (one or more), consent with the
 * privacy policy and the bot trap. react-hook-form with the shared schema; errors appear after the first
 * submit and the first wrong field takes the focus. On success the dialog says to check the inbox
 * (double opt-in: nothing is sent until the link in that e-mail is opened).
 */
export function AlertSignupDialog({ filteredSpecies, onClose }: AlertSignupDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AlertValues>({
    defaultValues: initialAlertValues(filteredSpecies),
    resolver,
    // Errors appear with the first submit, then follow every change; the first wrong field takes the focus.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const subscribe = useSubscribeToAlerts();
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await subscribe.mutateAsync(alertPayload(values));
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error, ALERT_MESSAGES.subscribeFailed));
    }
  });

  const error = (field: AlertField) => errors[field]?.message;
  const fieldId = (field: AlertField) => `${id}-${field}`;
  // Registered here, in the order of the form: react-hook-form focuses the first wrong field by it.
  const emailField = register('email');

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
        <form
          className="form alert-signup__form"
          noValidate
          onSubmit={(event) => {
            if (!isSubmitting) void onSubmit(event);
            else event.preventDefault();
          }}
        >
          <Field id={fieldId('email')} label="Adres e-mail" error={error('email')}>
            {(control) => <input {...control} {...emailField} type="email" autoComplete="email" maxLength={254} />}
          </Field>

          <fieldset className="alert-signup__species" {...fieldAria(fieldId('species'), { error: error('species') })} id={undefined}>
            <legend>Gatunki</legend>
            <ul className="alert-signup__species-list">
              {SPECIES.map((species) => (
                <li key={species}>
                  <label className="alert-signup__check">
                    <input type="checkbox" value={species} {...register('species')} />
                    <span>{species}</span>
                  </label>
                </li>
              ))}
            </ul>
            <FieldError id={fieldId('species')} error={error('species')} />
          </fieldset>

          <TrapField formId={id} {...register('website')} />

          <div className="form__field">
            <label className="alert-signup__check" htmlFor={fieldId('policy')}>
              <input {...fieldAria(fieldId('policy'), { error: error('policy') })} {...register('policy')} type="checkbox" />
              <span>
                Zgadzam się na przesyłanie powiadomień o nowych zwierzakach na podany adres e-mail. Zgodę można wycofać w każdej chwili
                linkiem w wiadomości. Więcej w{' '}
                <ExternalLink href={PRIVACY_POLICY_URL} pdf>
                  Polityce Prywatności
                </ExternalLink>
                .
              </span>
            </label>
            <FieldError id={fieldId('policy')} error={error('policy')} />
          </div>

          {failure && (
            <p className="form__error" role="alert">
              {failure}
            </p>
          )}

          <div className="alert-signup__actions">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? ALERT_MESSAGES.submitting : 'Zapisz mnie'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
