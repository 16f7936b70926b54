// A link to a URL from content or a menu: app paths get the language prefix and client-side
// navigation; anything else (files, mail, other sites) stays a plain anchor.
import type { AnchorHTMLAttributes } from 'react'
import { Link } from './Link'
import { isAppPath, useLocalize } from '@/routes'

export function AppLink({
  href,
  children,
  ...rest
}: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const localize = useLocalize()
  if (isAppPath(href)) {
    return (
      <Link to={localize(href)} {...rest}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  )
}
