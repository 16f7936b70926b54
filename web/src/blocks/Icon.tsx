// Inline SVG icons (24×24). Decorative by default; pass `title` when an icon is the only label.
import type { SVGProps } from 'react'

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const ICONS = {
  search: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </g>
  ),
  menu: <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />,
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  pause: <path {...stroke} d="M9 5v14M15 5v14" />,
  play: (
    <path
      fill="currentColor"
      d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.2-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5Z"
    />
  ),
  chevronDown: <path {...stroke} d="m6 9 6 6 6-6" />,
  chevronLeft: <path {...stroke} d="m15 6-6 6 6 6" />,
  chevronRight: <path {...stroke} d="m9 6 6 6-6 6" />,
  arrowRight: <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />,
  arrowLeft: <path {...stroke} d="M19 12H5m6-6-6 6 6 6" />,
  phone: (
    <path
      {...stroke}
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
    />
  ),
  mail: (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </g>
  ),
  pin: (
    <g {...stroke}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </g>
  ),
  calendar: (
    <g {...stroke}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4m8-4v4" />
    </g>
  ),
  globe: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </g>
  ),
  external: (
    <path
      {...stroke}
      d="M14 4h6v6m0-6-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5"
    />
  ),
  alert: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5m0 3.5v.01" />
    </g>
  ),
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  upload: (
    <g {...stroke}>
      <path d="M12 15V4m-4.5 4.5L12 4l4.5 4.5" />
      <path d="M4 14.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3.5" />
    </g>
  ),
  file: (
    <g {...stroke}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6m-6 4h4" />
    </g>
  ),
  quote: (
    <path
      fill="currentColor"
      d="M4 18.5c0-4.6 1.8-8.5 5.6-11.5l1.6 1.6C9 10.6 8.1 12.4 8 14h3v6H4v-1.5Zm9 0c0-4.6 1.8-8.5 5.6-11.5l1.6 1.6c-2.2 2-3.1 3.8-3.2 5.4h3v6h-7v-1.5Z"
    />
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.4-3H13.5V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.6V21h2.9Z"
    />
  ),
  instagram: (
    <g {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
    />
  ),
  telegram: (
    <path
      fill="currentColor"
      d="M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.2-2.1 4.5 3.3c.8.5 1.4.2 1.6-.8l3-14.1c.3-1.2-.5-1.8-1.5-1.4ZM8.4 13.7l9.3-5.9c.5-.3.9-.1.5.2l-7.9 7.2-.3 3.3-1.6-4.8Z"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      d="M4.5 9h3v10.5h-3V9Zm1.5-5a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 6 4Zm3.5 5h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7v6h-3v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8v5.4h-2.9V9Z"
    />
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.3 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-6-5.5 6h-3l7-8L1.8 3.5H8l4.3 5.6 5-5.6Zm-1 15.3h1.7L7.7 5.1H5.9l10.4 13.7Z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v3.1a7 7 0 0 1-3.8-1.2v6.1c0 7.7-8.4 10.1-11.8 4.6-2.2-3.5-.9-9.7 6.1-10v3.3c-.5.1-1.1.2-1.6.4-1.6.5-2.4 1.5-2.2 3.2.5 3.3 6.5 4.3 6-2.2V3h3.4Z"
    />
  ),
  whatsapp: (
    <g>
      <path {...stroke} strokeWidth={1.8} d="M4 20l1.2-4.2A8.5 8.5 0 1 1 8.4 19L4 20Z" />
      <path
        fill="currentColor"
        d="M9.3 7.8c-.2-.4-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.1s.9 2.4 1 2.6c.1.2 1.8 2.9 4.5 3.9 2.2.9 2.7.7 3.1.6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3l-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.5-1.4-1.8-.2-.3 0-.4.1-.5l.4-.5.3-.4v-.5l-.9-1.9Z"
      />
    </g>
  ),
  vk: (
    <path
      fill="currentColor"
      d="M12.8 17.5C6.9 17.5 3.5 13.4 3.4 6.6h3c.1 5 2.3 7.1 4 7.5V6.6h2.8v4.3c1.7-.2 3.5-2.2 4.1-4.3h2.8a8.3 8.3 0 0 1-3.8 5.4 8.6 8.6 0 0 1 4.5 5.5h-3.1a5.4 5.4 0 0 0-4.5-3.9v3.9h-.4Z"
    />
  ),
} as const

export type IconName = keyof typeof ICONS

export function Icon({
  name,
  size = 20,
  title,
  ...rest
}: { name: IconName; size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {ICONS[name]}
    </svg>
  )
}
