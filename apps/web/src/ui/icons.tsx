/** Small decorative icons drawn inline (no icon font, no emoji font needed). All aria-hidden. */

interface IconProps {
  size?: number;
}

export function PawPrintIcon({ size = 28 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <ellipse cx="12" cy="15.5" rx="4.6" ry="3.9" />
      <ellipse cx="6.2" cy="10.6" rx="1.9" ry="2.5" transform="rotate(-20 6.2 10.6)" />
      <ellipse cx="17.8" cy="10.6" rx="1.9" ry="2.5" transform="rotate(20 17.8 10.6)" />
      <ellipse cx="9.4" cy="6.6" rx="1.9" ry="2.7" transform="rotate(-8 9.4 6.6)" />
      <ellipse cx="14.6" cy="6.6" rx="1.9" ry="2.7" transform="rotate(8 14.6 6.6)" />
    </svg>
  );
}

export function ClipboardIcon({ size = 28 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="4.5" width="14" height="17" rx="2.5" />
      <path d="M9 4.5V3.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v1" />
      <path d="M8.5 11l2 2 4-4" />
      <path d="M8.5 17h7" />
    </svg>
  );
}

export function HeartIcon({ size = 28 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export function ToolsIcon({ size = 28 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.5 17.2a1.8 1.8 0 0 0 2.6 2.6l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.1-.4-.4-2.1 2.7-2.3z" />
    </svg>
  );
}
