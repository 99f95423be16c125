import { useId } from 'react';
import { Tab, TabList, TabProvider } from '@ariakit/react/tab';
import { usePageTitle } from '../../../lib/page-title';
import { useUrlParams } from '../url-state';
import { ApplicationsPanel } from './ApplicationsPanel';
import { useFosterApplications } from './foster-queries';
import { FOSTER_TABS, TAB_LABELS, TAB_PARAM, tabChange, tabOfSlug, type FosterTab } from './foster-url';
import { HomesPanel } from './HomesPanel';
import { PhotosPanel } from './PhotosPanel';
import '../ui/panel-tabs.css';
import './foster.css';

const PANELS: Record<FosterTab, () => React.JSX.Element> = { zgloszenia: ApplicationsPanel, domy: HomesPanel, zdjecia: PhotosPanel };

/**
 * /admin/domy-tymczasowe ("Domy tymczasowe", issue 33, coordination): the applications from the
 * public page (accepted into homes or declined with a reason), the foster homes, and the photos
 * carers sent that wait for approval. The open part and its filter live in the address.
 */
export function FosterHomesPage() {
  usePageTitle('Domy tymczasowe · Panel administratora');
  const baseId = useId();
  const [params, writeParams] = useUrlParams();
  const active = tabOfSlug(params.get(TAB_PARAM));
  const tabId = (tab: FosterTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  // The count of new applications stays on its tab whichever part is open.
  const fresh = useFosterApplications('nowe');
  const Panel = PANELS[active];

  return (
    <section className="admin-page foster-page" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="admin-page__title">
        Domy tymczasowe
      </h1>
      <p className="admin-page__note">Zgłoszenia chętnych, domy tymczasowe fundacji i zdjęcia, które opiekunowie przysłali przez swój link.</p>
      <TabProvider
        selectedId={tabId(active)}
        setSelectedId={(id) => {
          const tab = FOSTER_TABS.find((item) => tabId(item) === id);
          if (tab && tab !== active) writeParams(tabChange(tab));
        }}
      >
        <TabList className="panel-tabs" aria-label="Części: domy tymczasowe">
          {FOSTER_TABS.map((tab) => (
            <Tab key={tab} id={tabId(tab)} className="panel-tabs__tab" aria-controls={tab === active ? panelId : undefined}>
              {TAB_LABELS[tab]}
              {tab === 'zgloszenia' && fresh.data !== undefined && (
                <span className="panel-tabs__count">
                  <span className="visually-hidden"> (nowe: </span>
                  {fresh.data.length}
                  <span className="visually-hidden">)</span>
                </span>
              )}
            </Tab>
          ))}
        </TabList>
      </TabProvider>
      <section id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className="foster-panel">
        <Panel key={active} />
      </section>
    </section>
  );
}
