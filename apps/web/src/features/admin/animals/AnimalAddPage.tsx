import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/animals/add: placeholder until the animal-add issue. */
export function AnimalAddPage() {
  return <AdminPlaceholder title="Dodaj nowego zwierzaka" />;
}
