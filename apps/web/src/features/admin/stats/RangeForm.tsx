import { useId, useState, type FormEvent } from 'react';
import type { StatsRange } from '@pets/shared';
import { rangeProblem } from './stats-range';

export interface RangeFormProps {
  range: StatsRange;
  onApply(range: StatsRange): void;
}

/** The from/to days; a bad range is explained here and never sent. */
export function RangeForm({ range, onApply }: RangeFormProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownRange, setShownRange] = useState(range);
  const errorId = useId();
  // The address changed (back, forward): the fields follow it.
  if (shownRange.from !== range.from || shownRange.to !== range.to) {
    setShownRange(range);
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { from, to };
    const message = rangeProblem(next);
    setProblem(message);
    if (!message) onApply(next);
  };

  return (
    <form className="stats-range" onSubmit={submit} noValidate aria-describedby={problem ? errorId : undefined}>
      <label className="stats-range__field">
        <span>Od dnia</span>
        <input type="date" name="from" value={from} onChange={(event) => setFrom(event.target.value)} aria-invalid={problem ? true : undefined} required />
      </label>
      <label className="stats-range__field">
        <span>Do dnia</span>
        <input type="date" name="to" value={to} onChange={(event) => setTo(event.target.value)} aria-invalid={problem ? true : undefined} required />
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
