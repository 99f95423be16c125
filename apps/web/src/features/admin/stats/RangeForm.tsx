import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { statsRangeSchema, type StatsRange } from '@pets/shared';

export interface RangeFormProps {
  range: StatsRange;
  onApply(range: StatsRange): void;
}

// The server's own check, so the form refuses exactly what the server would, in its words.
const resolver = zodResolver(statsRangeSchema, undefined, { mode: 'sync', raw: true });

/** The from/to days; a bad range is explained here and never sent. */
export function RangeForm({ range, onApply }: RangeFormProps) {
  const errorId = useId();
  // `values`: when the address changes (back, forward) the fields follow it and a shown problem goes.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StatsRange>({ values: range, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  // One message for the pair: the first problem, in the order the fields stand.
  const problem = errors.from?.message ?? errors.to?.message;
  const invalid = problem ? true : undefined;

  return (
    <form className="stats-range" onSubmit={(event) => void handleSubmit((next) => onApply(next))(event)} noValidate aria-describedby={problem ? errorId : undefined}>
      <label className="stats-range__field">
        <span>Od dnia</span>
        <input type="date" {...register('from')} aria-invalid={invalid} required />
      </label>
      <label className="stats-range__field">
        <span>Do dnia</span>
        <input type="date" {...register('to')} aria-invalid={invalid} required />
      </label>
      <button type="submit" className="btn btn--primary">
        Pokaż statystyki
      </button>
      {problem && (
        <p id={errorId} className="stats-range__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
