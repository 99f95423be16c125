import { useId, useState } from 'react';
import { CONTRACT_MESSAGES, formatDate, type AdoptionContract } from '@pets/shared';
import { viewOf } from '../query-view';
import { contractFileUrl, useContracts, type ContractsOf } from './contract-queries';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { ContractSignForm } from './ContractSignForm';

import './contracts.css';

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
  const query = useContracts(of);
  const loaded = viewOf(query);
  const items = query.data?.items ?? [];

  let body;
  if (loaded.status === 'loading') body = <Loader label="Wczytywanie umów…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={CONTRACT_MESSAGES.contractsFailed} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <p className="contracts-muted">Brak adopcji, dla których można przygotować umowę.</p>;
  else
    body = (
      <ul className="contract-list">
        {items.map((contract) => (
          <ContractItem key={contract.adoptionId} contract={contract} />
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

function ContractItem({ contract }: { contract: AdoptionContract }) {
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
        <a className="btn btn--light btn--small" href={contractFileUrl('contractPdf', number)} download={`umowa-adopcyjna-${number}.pdf`}>
          Pobierz umowę (PDF)<span className="visually-hidden">: {names}</span>
        </a>
        <a className="btn btn--light btn--small" href={contractFileUrl('careCardPdf', number)} download={`karta-opieki-${number}.pdf`}>
          Karta opieki (PDF)<span className="visually-hidden">: {names}</span>
        </a>
        {contract.scan && (
          <a className="btn btn--light btn--small" href={contractFileUrl('scan', number)} download>
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
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}
