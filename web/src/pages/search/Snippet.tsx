import { Fragment } from 'react'
import { snippetParts } from './snippet'

/** A result's snippet: its text, the matched words marked. */
export function Snippet({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <p className={className}>
      {snippetParts(snippet).map((part, i) => (
        <Fragment key={i}>{part.mark ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </p>
  )
}
