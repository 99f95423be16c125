import './Switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange(next: boolean): void;
  /** Visible text; also the accessible name. */
  label: string;
  disabled?: boolean;
  /** Id of an element describing the switch (e.g. why it is disabled). */
  describedBy?: string;
  id?: string;
  className?: string;
}

/** An on/off switch: a button with role=switch and aria-checked; Space or Enter toggles it. */
export function Switch({ checked, onChange, label, disabled, describedBy, id, className }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      className={className ? `switch ${className}` : 'switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{label}</span>
    </button>
  );
}
