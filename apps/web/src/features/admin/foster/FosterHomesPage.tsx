/** /admin/domy-tymczasowe: applications, foster homes and carers' photos (issue 33; to be built). */
export function FosterHomesPage() {
  return <h1>Domy tymczasowe</h1>;
}
