import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadLanguage } from '@/i18n/i18n'
import { LANGS } from '@/i18n/lang'

beforeAll(() => Promise.all(LANGS.map(loadLanguage)))

afterEach(() => cleanup())
