// The toolbar's pictures (24×24 strokes, decorative: every button carries its name as text).
const PATHS = {
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  bullets: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2',
  quote: 'M7 7h4v5c0 3-2 5-4 5M15 7h4v5c0 3-2 5-4 5',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  rowAdd: 'M4 5h16v8H4zM12 16v5M9.5 18.5h5',
  columnAdd: 'M4 4h8v16H4zM15 12h6M18 9v6',
  rowDelete: 'M4 5h16v8H4zM9.5 18.5h5',
  columnDelete: 'M4 4h8v16H4zM15 12h6',
  tableDelete: 'M4 5h16v14H4zM9 9l6 6M15 9l-6 6',
} as const

export type ToolIconName = keyof typeof PATHS

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
