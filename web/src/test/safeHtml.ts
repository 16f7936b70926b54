// Test fixtures stand in for API answers, so they may say what only the server says: that a
// string is sanitized HTML. App code never casts to SafeHtml (eslint forbids it).
import type { SafeHtml } from '@/api/types'

export const serverHtml = (html: string) => html as SafeHtml
