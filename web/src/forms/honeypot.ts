// The honeypot: a field that people never see or reach (FormFrame draws it) and form-filling bots
// do fill in. Its value goes with every call of the form; the server refuses one that is not empty.

/** A name bots like to fill, and browsers' autofill does not know. */
export const HONEYPOT_NAME = 'homepage'

/** The honeypot's value in `form` (a submit event's target, a field's form); '' without one. */
export function honeypotValue(form: EventTarget | null | undefined): string {
  if (!(form instanceof HTMLFormElement)) return ''
  const field = form.elements.namedItem(HONEYPOT_NAME)
  return field instanceof HTMLInputElement ? field.value : ''
}
