import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadLanguage, loadSection } from '@/i18n/i18n'
import { LANGS } from '@/i18n/lang'
import { SECTIONS } from '@/i18n/messages'

// Components render with every text there, as they do in the app once their page has loaded.
beforeAll(() =>
  Promise.all(
    LANGS.map(async (lang) => {
      await loadLanguage(lang)
      await Promise.all(SECTIONS.map((section) => loadSection(lang, section)))
    }),
  ),
)

afterEach(() => cleanup())
