// The frame of every form: the fields in a grid, the consent, the submit button that shows the
// status ("Sent!" for 3 s, "Error!" for 1 s or 3 s) and a live region with the thank-you message
// or what went wrong. It also holds the invisible checks against bots: the honeypot field, and a
// proof of work kept ready while the form is shown.
import { useEffect, type ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'
import { formProofs } from '@/api/formProof'
import { buttonClass } from '@/blocks/buttonClass'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { ConsentField } from './fields'
import type { FormProblem } from './failure'
import styles from './forms.module.css'
import { HONEYPOT_NAME } from './honeypot'
import { buttonState } from './status'
import type { FormController } from './useSubmitForm'

export function FormFrame<V extends FieldValues>({
  controller,
  label,
  children,
}: {
  controller: FormController<V>
  /** The form's accessible name (its visible title). */
  label: string
  children: ReactNode
}) {
  const { t, lang } = useT()
  const { form, status, problem, onSubmit } = controller
  useEffect(() => formProofs.show(lang), [lang])
  const state = buttonState(status)
  const buttonText = {
    idle: t('formFields.status.send'),
    sending: t('formFields.status.sending'),
    sent: t('formFields.status.sent'),
    error: t('formFields.status.error'),
  }[state]

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={label}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Honeypot />
        <div className={styles.grid}>
          {children}
          <ConsentField />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', styles.submit)}
            data-state={state}
            aria-disabled={state === 'sending' ? true : undefined}
          >
            {state === 'sent' ? <Icon name="check" size={18} /> : null}
            {state === 'error' ? <Icon name="alert" size={18} /> : null}
            <span>{buttonText}</span>
          </button>
          <div role="status" aria-live="polite" className={styles.live}>
            {status.isSuccess ? (
              <p className={styles.thanks}>
                <Icon name="check" size={20} className={styles.thanksIcon} />
                <span>{t('formFields.status.thanks')}</span>
              </p>
            ) : problem && !status.isLoaded ? (
              <ProblemText problem={problem} />
            ) : null}
          </div>
        </div>
      </form>
    </FormProvider>
  )
}

/**
 * A text field for bots: off screen, hidden from assistive technology, out of the tab order and
 * of autofill. Its label asks anyone who still meets it (styles off) to leave it empty.
 */
function Honeypot() {
  const { t } = useT()
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {t('formFields.honeypot')}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}

function ProblemText({ problem }: { problem: FormProblem }) {
  const { t } = useT()
  let text: ReactNode
  switch (problem.kind) {
    case 'text':
      text = t(`formFields.status.${problem.key}`)
      break
    case 'tooMany':
      text = t('formFields.status.tooMany', { seconds: problem.seconds })
      break
    case 'file':
      text = t(`formFields.errors.${problem.key}`)
      break
    case 'server':
      text = problem.messages.join(' ')
      break
  }
  return (
    <p className={styles.problem}>
      <Icon name="alert" size={18} className={styles.errorIcon} />
      <span>{text}</span>
    </p>
  )
}
