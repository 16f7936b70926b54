// The signed-in staff member, for the screens behind the login (RequireStaff provides it).
import { createContext, useContext } from 'react'
import type { Role, StaffUser } from './api/types'

export const StaffContext = createContext<StaffUser | null>(null)

export function useStaff(): StaffUser {
  const staff = useContext(StaffContext)
  if (!staff) throw new Error('useStaff outside the signed-in admin')
  return staff
}

/** What each role may open (the server decides; this only hides what would answer 403). */
export const can = {
  editContent: (role: Role) => role === 'admin' || role === 'editor',
  administer: (role: Role) => role === 'admin',
  readApplications: (role: Role) => role === 'admin' || role === 'manager',
}
