import { AnimalsListScreen } from './AnimalsListScreen';

/** /admin/animals/archives: 'Archiwum zwierząt', adopted and TM animals with a TM filter (SPEC "Animal archive"). */
export function AnimalArchivePage() {
  return <AnimalsListScreen mode="archive" />;
}
