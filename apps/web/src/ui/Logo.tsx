import { useState } from 'react';

export const LOGO_URL = '/static/logo.svg';

/** A paw print, drawn inline (fallback logo and decoration). */
export function PawIcon({ size = 40 }: { size?: number }) {
  return (
    <svg className="paw-icon" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#e8f1e9" />
      <g fill="#2f6b4f">
        <ellipse cx="32" cy="41" rx="12" ry="10" />
        <ellipse cx="17.5" cy="29" rx="5" ry="6.5" transform="rotate(-20 17.5 29)" />
        <ellipse cx="46.5" cy="29" rx="5" ry="6.5" transform="rotate(20 46.5 29)" />
        <ellipse cx="25.5" cy="19" rx="5" ry="7" transform="rotate(-8 25.5 19)" />
        <ellipse cx="38.5" cy="19" rx="5" ry="7" transform="rotate(8 38.5 19)" />
      </g>
    </svg>
  );
}

/** The foundation's logo (/static/logo.svg), or the paw print while that file is missing. */
export function Logo({ size = 44 }: { size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PawIcon size={size} />;
  return <img className="logo" src={LOGO_URL} alt="" width={size} height={size} onError={() => setFailed(true)} />;
}
