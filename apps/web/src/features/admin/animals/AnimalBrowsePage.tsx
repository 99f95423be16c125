import { AnimalsListScreen } from './AnimalsListScreen';

/** /admin/animals/browse: 'Zwierzaki', every animal except adopted and TM (SPEC "Animal browse"). */
export function AnimalBrowsePage() {
  return <AnimalsListScreen mode="browse" />;
}
