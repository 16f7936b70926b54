import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'light' | 'text'

/** The classes of a button-looking element (a <button> or a link). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string) {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ')
}
