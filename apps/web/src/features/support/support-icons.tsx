/** Line icons of the support sections (decorative, aria-hidden). */
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const SUPPORT_ICONS = {
  transfer: (
    <svg {...common}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </svg>
  ),
  tax: (
    <svg {...common}>
      <path d="M7 3.5h7l4 4v13H7z" />
      <path d="M14 3.5v4h4M9.5 17.5l5-6M10 12.3h.01M14 16.7h.01" />
    </svg>
  ),
  gift: (
    <svg {...common}>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v8h14v-8M12 8.5v12M12 8.5c-1.5-3.5-5.5-4-5.5-1.5S12 8.5 12 8.5zM12 8.5c1.5-3.5 5.5-4 5.5-1.5S12 8.5 12 8.5z" />
    </svg>
  ),
  hay: (
    <svg {...common}>
      <path d="M12 21V9M12 13c-3 0-5-2-5.5-5 3 0 5 2 5.5 5zM12 11c3 0 5-2 5.5-5-3 0-5 2-5.5 5zM12 17c-3 0-5-2-5.5-5 3 0 5 2 5.5 5zM12 15c3 0 5-2 5.5-5-3 0-5 2-5.5 5z" />
    </svg>
  ),
  auction: (
    <svg {...common}>
      <path d="M13.5 4.5l6 6M11 7l6 6M12.2 5.8l-3.7 3.7 6 6 3.7-3.7M10.5 11.5L4 18" />
      <path d="M3 21h9" />
    </svg>
  ),
  transport: (
    <svg {...common}>
      <path d="M3 16.5V8.5a2 2 0 0 1 2-2h9v10M14 9.5h3.5l3 3.5v3.5h-2" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
      <path d="M9 17h5.5" />
    </svg>
  ),
  share: (
    <svg {...common}>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.3 10.8l7.4-3.6M8.3 13.2l7.4 3.6" />
    </svg>
  ),
  volunteer: (
    <svg {...common}>
      <path d="M3.5 11.5L7 8l3 1.5 3-1 3.5 3.5" />
      <path d="M7 8v0M20.5 11.5l-3.5 3.5-3.5-1.5-2.5 2.5-2-2-3.5-2.5" />
      <path d="M12 5.5c.9-1.7 3.5-1.7 3.5.5 0 1.5-3.5 3.5-3.5 3.5S8.5 7.5 8.5 6c0-2.2 2.6-2.2 3.5-.5z" />
    </svg>
  ),
  cashback: (
    <svg {...common}>
      <path d="M3 4.5h2.5l2.2 10.5h10.6l2.2-7.5H6.6" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  ),
  adopt: (
    <svg {...common}>
      <path d="M3.5 11.5L12 4l8.5 7.5M5.5 10v10h13V10" />
      <path d="M12 17.5s-3-1.8-3-3.7c0-1.6 2.2-2.2 3-.8.8-1.4 3-.8 3 .8 0 1.9-3 3.7-3 3.7z" />
    </svg>
  ),
};

export type SupportIconName = keyof typeof SUPPORT_ICONS;
