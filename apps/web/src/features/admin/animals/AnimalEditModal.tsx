import { useId, useState } from 'react';
import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react/tab';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type AnimalListItem } from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Dialog } from '../../../ui/Dialog';
import { viewOf } from '../query-view';
import { StatusBadge } from './AnimalBits';
import { animalWritten } from './animal-changes';
import { useAdminAnimal } from '../care-record/care-record-queries';
import { HealthTab } from '../care-record/HealthTab';
import { Timeline } from '../ui/Timeline';
import '../ui/panel-tabs.css';
import './animals.css';
import { EditAnimalForm } from './EditAnimalForm';
import { PlacementTab } from './PlacementTab';

export { onExistingImageDragStart } from './EditAnimalForm';

export interface AnimalEditModalProps {
  /** The animal as the list shows it (the modal loads the full record with its description). */
  animal: AnimalListItem;
  onClose(): void;
  /** Everything was saved: the modal closes (what shows the animal is refreshed through the query cache). */
  onSaved(): void;
  /** A volunteer's view: the health card and weights, and where it lives (the spec's fields are coordination). */
  healthOnly?: boolean;
}

/**
 * The edit animal modal (SPEC "Edit animal modal"): required fields falling back to the previous
 * values, the status badge, the hold switch, reservation info with 'Pokaż ankietę', existing
 * images with mark-for-deletion and undo, and a drop zone for new ones. 'Zapisz' sends it all in one
 * request (POST /animals/:id/edit, progress bar while new images go) saved in one transaction:
 * everything or, on any refusal, nothing. Below, the animal's
 * history: who added, edited, held it or changed its photos, and when.
 */
export function AnimalEditModal({ animal, onClose, onSaved, healthOnly = false }: AnimalEditModalProps) {
  const id = animal.id_zwierzaka;
  const query = useAdminAnimal(id);
  const details = viewOf(query);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<string | null | undefined>(healthOnly ? 'zdrowie' : 'dane');
  const formId = useId();
  const current = query.data;
  const queryClient = useQueryClient();
  const onDataTab = !healthOnly && (tab === 'dane' || !tab);

  return (
    <Dialog
      variant="panel"
      size="lg"
      title={`${healthOnly ? 'Zdrowie i waga' : 'Edytuj'}: ${current?.imie ?? animal.imie}`}
      headerExtra={<StatusBadge status={current?.status ?? animal.status} sex={current?.plec ?? animal.plec} label="Status" />}
      onClose={onClose}
      busy={busy}
      className="animal-edit"
      footer={
        onDataTab ? (
          <>
            <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
              Anuluj
            </button>
            <button type="submit" form={formId} className="btn btn--primary" disabled={busy || !current}>
              {busy ? 'Zapisywanie…' : 'Zapisz'}
            </button>
          </>
        ) : (
          // The health card and weights save each entry on its own: nothing here waits for "Zapisz".
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
            Zamknij
          </button>
        )
      }
    >
      {details.status === 'loading' && <Loader label="Wczytywanie danych zwierzaka…" />}
      {details.status === 'error' && (
        <ErrorCard title={MESSAGES.admin.animalsErrorTitle} message={MESSAGES.admin.animalsFailed} onRetry={() => void query.refetch()} />
      )}
      {current && (
        <TabProvider selectedId={tab} setSelectedId={setTab}>
          <TabList className="panel-tabs animal-edit__tabs" aria-label="Części rekordu zwierzaka">
            {!healthOnly && (
              <Tab id="dane" className="panel-tabs__tab">
                Dane
              </Tab>
            )}
            <Tab id="zdrowie" className="panel-tabs__tab" disabled={busy}>
              Zdrowie i waga
            </Tab>
            <Tab id="miejsce" className="panel-tabs__tab" disabled={busy}>
              Gdzie mieszka
            </Tab>
          </TabList>
          {/* "Dane" stays mounted: what was typed there waits while another part is open. */}
          {!healthOnly && (
            <TabPanel tabId="dane" unmountOnHide={false}>
              <EditAnimalForm
                // A released reservation changes what the status section offers: start it afresh.
                key={`${current.id_zwierzaka}-${current.status}`}
                formId={formId}
                animal={current}
                onBusyChange={setBusy}
                onSaved={onSaved}
                onChanged={() => void animalWritten(queryClient)}
                onNavigateAway={onClose}
              />
              <Timeline subjectType="animal" subjectId={id} title="Historia zmian" />
            </TabPanel>
          )}
          <TabPanel tabId="zdrowie" unmountOnHide>
            <HealthTab animalId={id} species={current.gatunek} />
          </TabPanel>
          <TabPanel tabId="miejsce" unmountOnHide>
            <PlacementTab animalId={id} animalName={current.imie} />
          </TabPanel>
        </TabProvider>
      )}
    </Dialog>
  );
}

