import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTRACT_MESSAGES, formatDate, type AdoptionContract, type AdoptionContractList } from '@pets/shared';
import { refreshHistory } from '../ui/history-query';
import { viewOf } from '../query-view';
import { useContracts } from './contract-queries';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { ContractSignForm } from './ContractSignForm';
import { careCardPdfUrl, contractPdfUrl, contractScanUrl, type ContractsOf } from './contracts-api';
import './contracts.css';
import { contractKeys } from '../query-keys';

export interface ContractsSectionProps {
  of: ContractsOf;
  /** The section and heading classes of the dialog it sits in. */
  sectionClassName: string;
  headingClassName: string;
}

const animalNames = (contract: AdoptionContract) => contract.animals.map((animal) => animal.name).join(', ');

/**
 * The adoption contracts of an adopter or a survey: per contract (the animals adopted together)
 * the contract and care-card PDFs, whether and when it was signed, the scanned copy, and the form
 * that marks it signed.
 */
export function ContractsSection({ of, sectionClassName, headingClassName }: ContractsSectionProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useContracts(of);
  const loaded = viewOf(query);
  const items = query.data?.items ?? [];

  /** A contract marked signed (or its scan sent): shown from the answer; the other lists of contracts are marked stale. */
  const onChanged = (next: AdoptionContract) => {
    queryClient.setQueryData<AdoptionContractList>(contractKeys.of(of), (list) =>
      list ? { ...list, items: list.items.map((item) => (item.adoptionId === next.adoptionId ? next : item)) } : list,
    );
    void queryClient.invalidateQueries({
      queryKey: contractKeys.all,
      predicate: (found) => JSON.stringify(found.queryKey) !== JSON.stringify(contractKeys.of(of)),
    });
    void refreshHistory(queryClient);
  };

  let body;
  if (loaded.status === 'loading') body = <Loader label="Wczytywanie umów…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={CONTRACT_MESSAGES.contractsFailed} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <p className="contracts-muted">Brak adopcji, dla których można przygotować umowę.</p>;
  else
    body = (
      <ul className="contract-list">
        {items.map((contract) => (
          <ContractItem key={contract.adoptionId} contract={contract} onChanged={onChanged} />
        ))}
      </ul>
    );

  return (
    <section className={sectionClassName} aria-labelledby={`${id}-contracts`}>
      <h3 id={`${id}-contracts`} className={headingClassName}>
        Umowy adopcyjne
      </h3>
      {body}
    </section>
  );
}

function ContractItem({ contract, onChanged }: { contract: AdoptionContract; onChanged(next: AdoptionContract): void }) {
  const [editing, setEditing] = useState(false);
  const names = animalNames(contract);
  const number = contract.adoptionId;
  return (
    <li className="contract-item" data-adoption-id={number}>
      <div className="contract-item__info">
        <span className="contract-item__title">
          Umowa nr {number}: {names}
        </span>
        <span className="contracts-muted">
          Adopcja {formatDate(contract.adoptedAt)}
          {contract.surveyId ? ` · ankieta #${contract.surveyId}` : ' · bez ankiety'}
        </span>
        <span className={`contract-item__state${contract.signedOn ? ' contract-item__state--signed' : ''}`}>
          {contract.signedOn ? `Podpisana ${formatDate(contract.signedOn)}` : 'Niepodpisana'}
          {contract.signedOn && !contract.scan ? ' · bez skanu' : ''}
        </span>
      </div>
      <div className="contract-item__actions">
        <a className="btn btn--light btn--small" href={contractPdfUrl(number)} download={`umowa-adopcyjna-${number}.pdf`}>
          Pobierz umowę (PDF)<span className="visually-hidden">: {names}</span>
        </a>
        <a className="btn btn--light btn--small" href={careCardPdfUrl(number)} download={`karta-opieki-${number}.pdf`}>
          Karta opieki (PDF)<span className="visually-hidden">: {names}</span>
        </a>
        {contract.scan && (
          <a className="btn btn--light btn--small" href={contractScanUrl(number)} download>
            Pobierz skan umowy<span className="visually-hidden">: {names}</span>
          </a>
        )}
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={editing} onClick={() => setEditing((value) => !value)}>
          {contract.signedOn ? 'Zmień datę lub skan' : 'Oznacz jako podpisaną'}
          <span className="visually-hidden">: {names}</span>
        </button>
      </div>
      {editing && (
        <ContractSignForm
          contract={contract}
          onSaved={(next) => {
            onChanged(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}
