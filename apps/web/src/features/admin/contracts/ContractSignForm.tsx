import { useId, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACT_MESSAGES, contractSignatureSchema, formatDate, LIMITS, todayInPoland, type AdoptionContract } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { useSignContract, useUploadContractScan } from './contract-queries';

const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface ContractSignFormProps {
  contract: AdoptionContract;
  /** After saving (also when the date was saved and the scan then failed): the lists already show the answer. */
  onSaved(next: AdoptionContract): void;
  onCancel(): void;
}

type Values = { signedOn: string; scan: File | null };
/** What the date is checked against: the day of the adoption. */
type Context = { adoptedOn: string; adoptedAt: string };

// The shared schema of PUT …/contract/signature for the date; `raw` sends the day as picked.
const dateResolver = zodResolver(contractSignatureSchema.strip(), undefined, { mode: 'sync', raw: true }) as unknown as Resolver<Values, Context>;

/** The date (the shared schema, then "not before the adoption") and the chosen scan's type and size. */
const resolver: Resolver<Values, Context> = async (values, context, options) => {
  const dated = await dateResolver(values, context, options);
  const errors: FieldErrors<Values> = { ...dated.errors };
  if (!errors.signedOn && context && values.signedOn < context.adoptedOn) {
    errors.signedOn = { type: 'beforeAdoption', message: CONTRACT_MESSAGES.signedBeforeAdoption(formatDate(context.adoptedAt)) };
  }
  if (values.scan && (!SCAN_TYPES.includes(values.scan.type) || values.scan.size > LIMITS.images.maxBytes)) {
    errors.scan = { type: 'scan', message: CONTRACT_MESSAGES.scanRejected };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Marks a contract signed (the day, not in the future nor before the adoption) and optionally
 * attaches the scanned signed copy; replacing a stored scan asks first (the old one is deleted).
 */
export function ContractSignForm({ contract, onSaved, onCancel }: ContractSignFormProps) {
  const id = useId();
  const adoptedOn = todayInPoland(new Date(contract.adoptedAt));
  const today = todayInPoland();
  const scanRef = useRef<HTMLInputElement>(null);
  const sign = useSignContract();
  const uploadScan = useUploadContractScan();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, Context>({
    defaultValues: { signedOn: contract.signedOn ?? today, scan: null },
    context: { adoptedOn, adoptedAt: contract.adoptedAt },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // The date is registered (and focused when wrong); the file is kept as a value, checked as soon as it is chosen.
  const signedOnField = register('signedOn');
  const saving = isSubmitting || sign.isPending || uploadScan.isPending;

  const submit = handleSubmit(
    async ({ signedOn, scan: file }) => {
      if (file && contract.scan && !(await confirm({ message: 'Zastąpić dołączony skan nowym plikiem? Poprzedni skan zostanie usunięty.', confirmLabel: 'Zastąp skan' }))) {
        return;
      }
      let current = contract;
      try {
        if (signedOn !== contract.signedOn) {
          current = (await sign.mutateAsync({ adoptionId: contract.adoptionId, signedOn })).contract;
          toast.info(CONTRACT_MESSAGES.signed);
        }
        if (file) {
          current = (await uploadScan.mutateAsync({ adoptionId: contract.adoptionId, file })).contract;
          toast.info(CONTRACT_MESSAGES.scanSaved);
        }
        onSaved(current);
      } catch (error) {
        if (isApiError(error) && error.fields?.signedOn) setError('signedOn', { type: 'server', message: error.fields.signedOn });
        toast.error(errorMessage(error, current === contract ? CONTRACT_MESSAGES.signFailed : CONTRACT_MESSAGES.scanFailed));
        // The signature may have been saved before the scan failed: show it.
        if (current !== contract) onSaved(current);
      }
    },
    // A wrong date takes the focus itself; a refused file alone sends it to the file field.
    (found) => {
      if (!found.signedOn && found.scan) scanRef.current?.focus();
    },
  );

  return (
    <form className="contract-sign" noValidate aria-label={`Podpisanie umowy nr ${contract.adoptionId}`} onSubmit={(event) => void submit(event)}>
      <Field id={`${id}-date`} label="Data podpisania" error={errors.signedOn?.message} errorClassName="contract-sign__error">
        {(control) => <input {...control} {...signedOnField} type="date" min={adoptedOn} max={today} required />}
      </Field>
      <Field
        id={`${id}-scan`}
        label={contract.scan ? 'Nowy skan (zastąpi dołączony)' : 'Skan podpisanej umowy'}
        error={errors.scan?.message}
        hint="Opcjonalnie: PDF albo zdjęcie (JPG, PNG, GIF, WEBP), najwyżej 5 MB."
        hintClassName="contract-sign__hint"
        errorClassName="contract-sign__error"
      >
        {(control) => (
          <input
            {...control}
            ref={scanRef}
            type="file"
            accept={SCAN_TYPES.join(',')}
            onChange={(event) => setValue('scan', event.target.files?.[0] ?? null, { shouldValidate: true })}
          />
        )}
      </Field>
      <div className="contract-sign__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Zapisywanie…' : 'Zapisz'}
        </button>
        <button type="button" className="btn btn--light btn--small" disabled={saving} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
