interface TrapFieldProps {
  /** The form's useId(), so the label points at this form's field. */
  formId: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The spam trap of the public forms: a "website" field people never see or reach with Tab, ignored
 * by screen readers and autofill; a filled one tells the server a bot sent the form.
 */
export function TrapField({ formId, value, onChange }: TrapFieldProps) {
  return (
    <div className="trap-field" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Strona internetowa</label>
      <input
        id={`${formId}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
