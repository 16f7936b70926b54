// A table of the admin's lists that a phone lays out as cards (by CSS). Its roles are spelt out
// because some browsers stop telling screen readers that a table is one once CSS changes its
// display. Each list gives its columns, its rows and its classes.
import type { ReactNode } from 'react'

export interface Column {
  label: string
  /** A column a phone's card leaves out. */
  className?: string
}

export function CardTable({
  className,
  wrapClassName,
  caption,
  busy,
  columns,
  children,
}: {
  className: string | undefined
  wrapClassName: string | undefined
  caption: string
  busy: boolean
  columns: Column[]
  children: ReactNode
}) {
  return (
    <div className={wrapClassName}>
      <table role="table" className={className} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, i) => (
              <th key={i} role="columnheader" scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  )
}
