/** A phone link: `tel:` wants the digits only, "+7 (727) 300-50-10" → "tel:+77273005010". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
