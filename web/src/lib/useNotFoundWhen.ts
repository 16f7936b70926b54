import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths, useLocalize } from '@/routes'

/** Sends the visitor to /404 in the current language (replacing the bad URL) once `when` holds. */
export function useNotFoundWhen(when: boolean) {
  const navigate = useNavigate()
  const localize = useLocalize()
  useEffect(() => {
    if (when) void navigate(localize(paths.notFound), { replace: true })
  }, [when, navigate, localize])
}
