// Moves to another page at once, replacing the current entry of the history. (The router's
// <Navigate> would be the only user of that component, in the vendor chunk every visitor loads.)
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}
