// Staff accounts (administrators only): add one with a role and a password, change a role,
// disable or enable, delete. An administrator cannot demote, disable or delete their own account.
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { isStatus } from '../api/client'
import { useAddUser, useChangeUser, useDeleteUser, useUsers } from '../api/queries'
import type { Role, UserAccount } from '../api/types'
import { formatWhen } from '../labels'
import { can, useStaff } from '../session'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ErrorState, Loading, NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from './users.module.css'

const ROLES: Role[] = ['admin', 'editor', 'manager']

export function UsersPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.users.title'))
  if (!can.administer(me.role)) return <NotAllowed />
  return <Users />
}

function Users() {
  const { t } = useT()
  const me = useStaff()
  const users = useUsers()
  const change = useChangeUser()
  const remove = useDeleteUser()
  const [notice, setNotice] = useState<string | null>(null)
  const [removing, setRemoving] = useState<UserAccount | null>(null)

  if (users.isPending) return <Loading />
  if (users.isError)
    return isStatus(users.error, 403) ? (
      <NotAllowed />
    ) : (
      <ErrorState error={users.error} retry={() => void users.refetch()} />
    )

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      setNotice(done)
    } catch (error) {
      setNotice(t('admin.users.failed', { message: (error as Error).message }))
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.users.title')}</h1>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('admin.users.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.users.email')}</th>
              <th scope="col">{t('admin.users.role')}</th>
              <th scope="col">{t('admin.users.state')}</th>
              <th scope="col">{t('admin.users.created')}</th>
              <th scope="col">{t('admin.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => {
              const self = user.id === me.id
              return (
                <tr key={user.id}>
                  <th scope="row">
                    {user.email}{' '}
                    {self ? <span className={styles.you}>{t('admin.users.you')}</span> : null}
                  </th>
                  <td>
                    <select
                      aria-label={t('admin.users.roleOf', { email: user.email })}
                      className={styles.input}
                      value={user.role}
                      disabled={self || change.isPending}
                      onChange={(e) =>
                        void run(
                          () =>
                            change.mutateAsync({
                              id: user.id,
                              changes: { role: e.target.value as Role },
                            }),
                          t('admin.users.saved'),
                        )
                      }
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`admin.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <span className={styles.state} data-disabled={user.disabled || undefined}>
                      {user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
                    </span>
                  </td>
                  <td>{formatWhen(user.created_at)}</td>
                  <td className={styles.actions}>
                    {self ? null : (
                      <>
                        <button
                          type="button"
                          className={styles.button}
                          onClick={() =>
                            void run(
                              () =>
                                change.mutateAsync({
                                  id: user.id,
                                  changes: { disabled: !user.disabled },
                                }),
                              t('admin.users.saved'),
                            )
                          }
                        >
                          {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
                          <span className="visually-hidden">: {user.email}</span>
                        </button>
                        <button
                          type="button"
                          className={styles.danger}
                          onClick={() => setRemoving(user)}
                        >
                          {t('admin.users.remove')}
                          <span className="visually-hidden">: {user.email}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <AddUser onAdded={(email) => setNotice(t('admin.users.added', { email }))} />
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.users.removeConfirm', { email: removing?.email ?? '' })}
        confirmLabel={t('admin.users.remove')}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const user = removing
          setRemoving(null)
          if (user) void run(() => remove.mutateAsync(user.id), t('admin.users.removed'))
        }}
      />
    </div>
  )
}

function AddUser({ onAdded }: { onAdded: (email: string) => void }) {
  const { t } = useT()
  const id = useId()
  const add = useAddUser()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    try {
      await add.mutateAsync({ email: email.trim(), role, password })
      onAdded(email.trim())
      setEmail('')
      setPassword('')
      setErrors({})
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.errors)
        const first = ['email', 'role', 'password'].find((name) => error.errors[name])
        if (first) document.getElementById(`${id}-${first}`)?.focus()
      } else setProblem(t('admin.users.failed', { message: (error as Error).message }))
    }
  }
  const field = (name: 'email' | 'password') => ({
    id: `${id}-${name}`,
    className: styles.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [name === 'password' ? `${id}-password-hint` : '', errors[name] ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  })
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name].join(' ')}
      </p>
    ) : null

  return (
    <form className={styles.add} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('admin.users.add')}
      </h2>
      <div className={styles.addGrid}>
        <div>
          <label htmlFor={`${id}-email`}>{t('admin.users.email')}</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor={`${id}-role`}>{t('admin.users.role')}</label>
          <select
            id={`${id}-role`}
            className={styles.input}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.roles.${option}`)}
              </option>
            ))}
          </select>
          {fieldError('role')}
        </div>
        <div>
          <label htmlFor={`${id}-password`}>{t('admin.users.password')}</label>
          <input
            {...field('password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id={`${id}-password-hint`} className={styles.hint}>
            {t('admin.users.passwordHint')}
          </p>
          {fieldError('password')}
        </div>
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={add.isPending}>
        {t('admin.users.addSubmit')}
      </button>
    </form>
  )
}
