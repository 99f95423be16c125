import type { Sex } from '@pets/shared';

/**
 * ♀ / ♂ drawn inline with an accessible name ('Samica' / 'Samiec'); nothing for any other value
 * (SPEC "Animal detail": the icon only for Samica or Samiec).
 */
export function GenderIcon({ sex, size = 28 }: { sex: Sex | string | null | undefined; size?: number }) {
  if (sex !== 'Samica' && sex !== 'Samiec') return null;
  const female = sex === 'Samica';
  return (
    <svg
      className={`gender-icon gender-icon--${female ? 'female' : 'male'}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={sex}
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{sex}</title>
      {female ? (
        <>
          <circle cx="12" cy="9" r="5.5" />
          <path d="M12 14.5V22M8.5 18.5h7" />
        </>
      ) : (
        <>
          <circle cx="10" cy="14" r="5.5" />
          <path d="M14 10l6.5-6.5M15 3.5h5.5V9" />
        </>
      )}
    </svg>
  );
}
