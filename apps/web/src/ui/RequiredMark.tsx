/**
 * The '*' after a required field's label. Inputs carry `required` themselves; a group of radio
 * buttons or checkboxes cannot, so its legend says "(wymagane)" to screen readers (`spoken`).
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        {' '}
        *
      </span>
      {spoken && <span className="visually-hidden"> (wymagane)</span>}
    </>
  );
}
