/** /dt/:token: the foster carer's personal page (issue 33; to be built). */
export function FosterPortalPage() {
  return <h1>Twoje zwierzaki</h1>;
}
