import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATS_MESSAGES, type StatsRange } from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { AdoptionsChart } from './AdoptionsChart';
import { ExportLinks } from './ExportLinks';
import { IntakesChart } from './IntakesChart';
import { RangeForm } from './RangeForm';
import { StatsSummary } from './StatsSummary';
import { SurveysChart } from './SurveysChart';
import { useStats } from './stats-queries';
import { rangeFromSearch, rangeProblem } from './stats-range';
import './stats.css';

/**
 * /admin/stats: figures of a date range kept in the address (?from=&to=, so reload and back
 * work), charts with table alternatives, and the exports. A lazy route: chart.js loads with it.
 */
export function StatsPage() {
  usePageTitle('Statystyki · Panel administratora');
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  // An address typed by hand may hold a bad range: said in Polish, nothing is asked.
  const problem = rangeProblem(range);
  const query = useStats(range, !problem);
  const stats = viewOf(query);

  const apply = (next: StatsRange) => setSearch({ from: next.from, to: next.to });

  let content;
  if (problem) {
    content = (
      <p className="stats-range__error" role="alert">
        {problem}
      </p>
    );
  } else if (stats.status === 'error') {
    const message = isApiError(stats.error) && stats.error.status === 400 ? stats.error.message : STATS_MESSAGES.loadFailed;
    content = <ErrorCard message={message} onRetry={() => void query.refetch()} />;
  } else if (stats.status === 'loading') {
    content = <Loader block label="Wczytywanie statystyk…" />;
  } else {
    content = (
      <>
        <StatsSummary stats={stats.data} />
        <AdoptionsChart adoptions={stats.data.adoptions} />
        <IntakesChart intakes={stats.data.intakes} />
        <SurveysChart surveys={stats.data.surveys} />
        <ExportLinks range={range} />
      </>
    );
  }

  return (
    <section className="admin-page stats-page" aria-labelledby={titleId} aria-busy={!problem && stats.status === 'loading'}>
      <h1 id={titleId} className="admin-page__title">
        Statystyki
      </h1>
      <RangeForm range={range} onApply={apply} />
      {content}
    </section>
  );
}
