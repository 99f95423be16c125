import { useId, useState, type ReactNode } from 'react';
import './chart-figure.css';

export interface ChartFigureProps {
  title: string;
  /** The chart, hidden from assistive technology: the table says the same. */
  chart: ReactNode;
  /** A <table> with a caption: always read by screen readers, shown on demand. */
  table: ReactNode;
  /** The title's heading level where the figure stands (h2 on a page, h3 inside a dialog's section). */
  heading?: 'h2' | 'h3' | 'h4';
}

/**
 * A chart with its table alternative. The canvas means nothing to a screen reader, so it is
 * aria-hidden and the table is always in the document (visually hidden until "Pokaż tabelę").
 */
export function ChartFigure({ title, chart, table, heading: Heading = 'h2' }: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <section className="stats-figure" aria-labelledby={titleId}>
      <div className="stats-figure__head">
        <Heading id={titleId} className="stats-figure__title">
          {title}
        </Heading>
        <button
          type="button"
          className="btn btn--small btn--light"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Ukryj tabelę' : 'Pokaż tabelę'}
        </button>
      </div>
      <div className="stats-figure__chart" aria-hidden="true">
        {chart}
      </div>
      <div id={tableId} className={tableShown ? 'stats-figure__table' : 'visually-hidden'}>
        {table}
      </div>
    </section>
  );
}
