import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/surveys: placeholder until the surveys issue. */
export function SurveysPage() {
  return <AdminPlaceholder title="Ankiety" />;
}
