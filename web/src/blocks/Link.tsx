// A link to a page of the app: an anchor that navigates in the app when clicked.
//
// Instead of React Router's <Link>, which resolves its target against the matched routes and
// reads half a dozen router contexts in every instance (with prefetching and route discovery we
// do not use): with ~200 links on a page (the menus), those made up a third of a page's render on
// the server. Targets here are absolute paths, or a query and hash on the current page; the one
// place that reads the router for every link is `LinkProvider`, at the root of the routes. (The
// staff's app keeps React Router's links: nested routes, relative targets, never server-rendered.)
import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import {
  createPath,
  resolvePath,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router'

interface Navigation {
  location: Location
  navigate: NavigateFunction
}
const NavigationContext = createContext<Navigation | null>(null)

/** Gives the links below it the current location and the router's navigate function. */
export function LinkProvider({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  return <NavigationContext value={{ location, navigate }}>{children}</NavigationContext>
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  /** Replace the current history entry (by default, only when the link leads where we are). */
  replace?: boolean
  /** History state of the new entry (e.g. KEEP_SCROLL). */
  state?: unknown
}

/** A click the browser should handle itself: another button, a modifier (new tab or window). */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  )
}

export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('a Link must be rendered inside a LinkProvider')
  const { location, navigate } = navigation
  // An absolute path is used as written; a query or hash is resolved against the current page.
  const href =
    typeof to === 'string' && to.startsWith('/')
      ? to
      : createPath(resolvePath(to, location.pathname))
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || opensElsewhere(event, target)) return
        event.preventDefault()
        // As React Router's links do: following a link to where we are adds no history entry.
        void navigate(href, { replace: replace ?? createPath(location) === href, state })
      }}
    >
      {children}
    </a>
  )
}
