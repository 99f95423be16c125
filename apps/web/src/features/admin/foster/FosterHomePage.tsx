/** /admin/domy-tymczasowe/:id: one foster home (issue 33; to be built). */
export function FosterHomePage() {
  return <h1>Dom tymczasowy</h1>;
}
