// Signing in: e-mail and password. A wrong pair and an unknown e-mail read the same (401); too many
// attempts (429) say when to try again. After signing in, the page that asked for it opens.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Redirect } from '@/blocks/Redirect'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError, NETWORK_ERROR } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { keys, useLogin, useMe } from '../api/queries'
import { LanguageSwitch } from '../layout/LanguageSwitch'
import { nextPath } from '../paths'
import { Loading } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from './login.module.css'

export function LoginPage() {
  const { t } = useT()
  const id = useId()
  const me = useMe()
  const login = useLogin()
  const client = useQueryClient()
  const [search] = useSearchParams()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(() =>
    client.getQueryData(keys.expired) ? t('admin.login.expired') : null,
  )
  const [wrong, setWrong] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  useAdminTitle(t('admin.login.title'))

  if (me.isPending) return <Loading />
  if (me.data) return <Redirect to={nextPath(search.get('next'))} />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setWrong(false)
    if (!email.trim() || !password) {
      setProblem(t('admin.login.required'))
      emailInput.current?.focus()
      return
    }
    try {
      await login.mutateAsync({ email: email.trim(), password })
      client.setQueryData(keys.expired, false)
    } catch (error) {
      const status = error instanceof ApiError ? error.status : NETWORK_ERROR
      if (status === 401 || status === 422) {
        setWrong(true)
        setProblem(t('admin.login.wrong'))
      } else if (status === 429) {
        const minutes = Math.max(1, Math.ceil(((error as ApiError).retryAfter ?? 60) / 60))
        setProblem(t('admin.login.tooMany', { minutes }))
      } else if (status === NETWORK_ERROR) {
        setProblem(t('admin.app.offline'))
      } else {
        setProblem(t('admin.login.failed'))
      }
      emailInput.current?.focus()
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{t('admin.app.title')}</span>
        <LanguageSwitch />
      </header>
      <main className={styles.main} id="admin-main">
        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className={styles.title}>
            {t('admin.login.title')}
          </h1>
          <p className={styles.lead}>{t('admin.login.lead')}</p>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          <label htmlFor={`${id}-email`}>{t('admin.login.email')}</label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            className={styles.input}
            value={email}
            aria-invalid={wrong || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <label htmlFor={`${id}-password`}>{t('admin.login.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={styles.input}
            value={password}
            aria-invalid={wrong || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className={styles.submit} disabled={login.isPending}>
            {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
          </button>
        </form>
      </main>
    </div>
  )
}
