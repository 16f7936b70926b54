import type { ReactNode } from 'react'
import { AppLink } from './AppLink'
import styles from './Button.module.css'
import { buttonClass, type ButtonVariant } from './buttonClass'
import { Icon } from './Icon'

/** A link that looks like a button, with an optional trailing arrow. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  arrow = true,
  className,
}: {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  arrow?: boolean
  className?: string
}) {
  return (
    <AppLink href={href} className={buttonClass(variant, className)}>
      <span>{children}</span>
      {arrow ? <Icon name="arrowRight" size={18} className={styles.arrow} /> : null}
    </AppLink>
  )
}
