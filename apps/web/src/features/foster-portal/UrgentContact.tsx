export interface FoundationContact {
  email: string;
  phone: string;
}

/** "Jeśli to pilne, zadzwoń: …" (or write, when the foundation keeps no phone number). */
export function UrgentContact({ contact }: { contact: FoundationContact }) {
  if (contact.phone) {
    return (
      <>
        Jeśli to pilne, zadzwoń do fundacji: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>.
      </>
    );
  }
  if (!contact.email) return <>Jeśli to pilne, skontaktuj się z koordynatorem.</>;
  return (
    <>
      Jeśli to pilne, skontaktuj się z koordynatorem albo napisz do fundacji: <a href={`mailto:${contact.email}`}>{contact.email}</a>.
    </>
  );
}
