export interface LoaderProps {
  /** Visible text, default 'Ładowanie…'. */
  label?: string;
  /** Takes a generous block of space (page-level loading). */
  block?: boolean;
}

/** Accessible loading indicator: role=status announces the label politely. */
export function Loader({ label = 'Ładowanie…', block = false }: LoaderProps) {
  return (
    <div className={block ? 'loader loader--block' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}
