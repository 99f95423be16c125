import { useId, useState, type ChangeEvent } from 'react';
import { CONTRACT_MESSAGES, FOSTER_AGREEMENT_MESSAGES, formatDate, LIMITS, type FosterAgreement } from '@pets/shared';
import { errorMessage } from '../../../../lib/api';
import { confirm } from '../../../../ui/confirm-store';
import { ErrorCard } from '../../../../ui/ErrorCard';
import { Loader } from '../../../../ui/Loader';
import { viewOf } from '../../query-view';
import { fosterAgreementFileUrl, useFosterAgreement, useIssueFosterAgreement, useUploadFosterAgreementScan } from './agreement-queries';

import './foster-agreement.css';

/** What the scan may be (the server judges the content again, like the adoption contract's scan). */
const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function stateText(agreement: FosterAgreement | null): string {
  if (!agreement) return 'Brak umowy';
  if (!agreement.scan) return `Umowa z ${formatDate(agreement.issuedAt)}, czeka na podpisany skan`;
  return `Podpisana, skan z ${formatDate(agreement.scan.uploadedAt)}`;
}

/**
 * The foster agreement of one home, on the home's page: its state, issuing it (again) with the
 * animals living there now, the PDF to print, and the signed scan to attach and download.
 */
export function FosterAgreementPanel({ homeId }: { homeId: number }) {
  const id = useId();
  const query = useFosterAgreement(homeId);
  const loaded = viewOf(query);
  const issue = useIssueFosterAgreement(homeId);
  const upload = useUploadFosterAgreementScan(homeId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = issue.isPending || upload.isPending;

  let body;
  if (loaded.status === 'loading') body = <Loader label="Wczytywanie umowy…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={FOSTER_AGREEMENT_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  else {
    const { agreement } = loaded.data;

    const issueAgreement = async () => {
      if (agreement && !(await confirm({ message: 'Przygotować nową umowę z obecnymi zwierzakami tego domu? Zastąpi dotychczasową i będzie wymagała nowego podpisu.', confirmLabel: 'Przygotuj nową umowę' }))) {
        return;
      }
      setOutcome(null);
      try {
        const response = await issue.mutateAsync();
        setOutcome({ kind: 'success', text: response.message });
      } catch (error) {
        setOutcome({ kind: 'error', text: errorMessage(error, FOSTER_AGREEMENT_MESSAGES.issueFailed) });
      }
    };

    const chooseScan = async (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const file = input.files?.[0];
      // The same file may be chosen again after a refusal.
      input.value = '';
      if (!file) return;
      setOutcome(null);
      if (!SCAN_TYPES.includes(file.type) || file.size > LIMITS.images.maxBytes) {
        setOutcome({ kind: 'error', text: CONTRACT_MESSAGES.scanRejected });
        return;
      }
      if (agreement?.scan && !(await confirm({ message: 'Zastąpić dołączony skan nowym plikiem? Poprzedni skan zostanie usunięty.', confirmLabel: 'Zastąp skan' }))) {
        return;
      }
      try {
        const response = await upload.mutateAsync(file);
        setOutcome({ kind: 'success', text: response.message });
      } catch (error) {
        setOutcome({ kind: 'error', text: errorMessage(error, FOSTER_AGREEMENT_MESSAGES.scanFailed) });
      }
    };

    body = (
      <>
        <p className={`foster-agreement__state${agreement?.scan ? ' foster-agreement__state--signed' : ''}`}>{stateText(agreement)}</p>
        {agreement && agreement.animals.length > 0 && (
          <p className="foster-agreement__muted">Zwierzaki w umowie: {agreement.animals.map((animal) => animal.name).join(', ')}</p>
        )}
        <div className="foster-agreement__actions">
          <button type="button" className={`btn btn--small ${agreement ? 'btn--ghost' : 'btn--primary'}`} disabled={busy} onClick={() => void issueAgreement()}>
            {issue.isPending ? 'Przygotowywanie…' : agreement ? 'Przygotuj nową umowę' : 'Przygotuj umowę'}
          </button>
          {agreement && (
            <>
              <a className="btn btn--light btn--small" href={fosterAgreementFileUrl('pdf', homeId)} download={`umowa-dt-${homeId}.pdf`}>
                Pobierz umowę (PDF)
              </a>
              <label className={`btn btn--small foster-agreement__upload ${agreement.scan ? 'btn--ghost' : 'btn--primary'}`} aria-disabled={busy}>
                {upload.isPending ? 'Wysyłanie skanu…' : agreement.scan ? 'Zastąp skan' : 'Dodaj skan podpisanej umowy'}
                <input
                  type="file"
                  className="visually-hidden"
                  accept={SCAN_TYPES.join(',')}
                  disabled={busy}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => void chooseScan(event)}
                />
              </label>
              {agreement.scan && (
                <a className="btn btn--light btn--small" href={fosterAgreementFileUrl('scan', homeId)} download>
                  Pobierz skan
                </a>
              )}
            </>
          )}
        </div>
        {agreement && (
          <p id={`${id}-hint`} className="foster-agreement__muted">
            Skan: PDF albo zdjęcie (JPG, PNG, GIF, WEBP), najwyżej 5 MB.
          </p>
        )}
      </>
    );
  }

  return (
    <section className="foster-agreement" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} className="foster-agreement__title">
        Umowa z domem tymczasowym
      </h2>
      {body}
      <div role="status" aria-live="polite">
        {outcome?.kind === 'success' && <p className="foster-agreement__success">{outcome.text}</p>}
      </div>
      <div role="alert">{outcome?.kind === 'error' && <p className="foster-agreement__error">{outcome.text}</p>}</div>
    </section>
  );
}
