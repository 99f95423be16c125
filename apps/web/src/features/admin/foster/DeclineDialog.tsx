import { useId, useState, type FormEvent } from 'react';
import { fosterDeclineSchema, type FosterApplication } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { personName } from './foster-format';
import { useDeclineApplication } from './foster-queries';

export const DECLINE_FAILED = 'Nie udało się odrzucić zgłoszenia. Spróbuj ponownie.';

/** "Odrzuć": the reason is required and stays with the team (the applicant is not told it). */
export function DeclineDialog({ application, onClose }: { application: FosterApplication; onClose(): void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const decline = useDeclineApplication();
  const serverField = isApiError(decline.error) ? decline.error.fields?.reason : undefined;
  const shownError = fieldError ?? serverField;
  const formError = decline.isError && !serverField ? errorMessage(decline.error, DECLINE_FAILED) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The shared schema of POST /foster/applications/:id/decline: the same message here as from the server.
    const parsed = fosterDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setFieldError(undefined);
    decline.mutate(
      { id: application.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          toast.info(answer.message);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog variant="panel" title={`Odrzuć zgłoszenie: ${personName(application)}`} onClose={onClose} busy={decline.isPending}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field id={reasonId} label="Powód odmowy (widzi go tylko zespół)" error={shownError} requiredMark>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={1000}
              required
              aria-required="true"
              value={reason}
              disabled={decline.isPending}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={decline.isPending}>
            {decline.isPending ? 'Odrzucanie…' : 'Odrzuć zgłoszenie'}
          </button>
          <button type="button" className="btn btn--light" disabled={decline.isPending} onClick={onClose}>
            Anuluj
          </button>
        </div>
      </form>
    </Dialog>
  );
}
