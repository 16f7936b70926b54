// A field's messages from the server, tied to its input by id (aria-describedby).
import styles from './form.module.css'

export function FieldErrors({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null
  return (
    <p id={id} className={styles.error}>
      {messages.join(' ')}
    </p>
  )
}
