import { DATA_EXPORT_FORMATS, EXPORT_DATASETS, EXPORT_LABELS, type StatsRange } from '@pets/shared';
import { exportUrl } from './stats-queries';

/** Download links of the range's records: CSV for Excel, JSON for other programs. */
export function ExportLinks({ range }: { range: StatsRange }) {
  return (
    <section className="stats-exports" aria-labelledby="stats-exports-title">
      <h2 id="stats-exports-title" className="stats-figure__title">
        Eksport danych
      </h2>
      <p className="admin-page__note">Rekordy z wybranego okresu. Plik CSV otworzysz w Excelu, plik JSON w innych programach.</p>
      <ul className="stats-exports__list">
        {EXPORT_DATASETS.map((dataset) =>
          DATA_EXPORT_FORMATS.map((format) => (
            <li key={`${dataset}.${format}`}>
              <a className="btn btn--small btn--light" href={exportUrl(dataset, format, range)} download>
                {EXPORT_LABELS[dataset]} ({format.toUpperCase()})
              </a>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
