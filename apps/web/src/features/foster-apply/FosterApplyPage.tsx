/** /dom-tymczasowy: "Zostań domem tymczasowym" (issue 33; to be built). */
export function FosterApplyPage() {
  return <h1>Zostań domem tymczasowym</h1>;
}
