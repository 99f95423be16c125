import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/adopters: placeholder until the adopters issue. */
export function AdoptersPage() {
  return <AdminPlaceholder title="Adoptujący" />;
}
