// Every interface text of each language in one object, for tests (the text tables' own checks and
// the browser tests' expectations). The app never imports this: it loads the main table of the
// visitor's language, and each section (a page family's texts, the forms' own) as it is needed
// (i18n.ts).
import { en } from './en'
import { kz } from './kz'
import type { Lang } from './lang'
import type { Messages } from './messages'
import { ru } from './ru'
import { about as aboutEn } from './sections/about/en'
import { about as aboutKz } from './sections/about/kz'
import { about as aboutRu } from './sections/about/ru'
import { admin as adminEn } from './sections/admin/en'
import { admin as adminKz } from './sections/admin/kz'
import { admin as adminRu } from './sections/admin/ru'
import { campus as campusEn } from './sections/campus/en'
import { campus as campusKz } from './sections/campus/kz'
import { campus as campusRu } from './sections/campus/ru'
import { education as educationEn } from './sections/education/en'
import { education as educationKz } from './sections/education/kz'
import { education as educationRu } from './sections/education/ru'
import { formFields as formFieldsEn } from './sections/formFields/en'
import { formFields as formFieldsKz } from './sections/formFields/kz'
import { formFields as formFieldsRu } from './sections/formFields/ru'
import { science as scienceEn } from './sections/science/en'
import { science as scienceKz } from './sections/science/kz'
import { science as scienceRu } from './sections/science/ru'

export const allTexts: Record<Lang, Messages> = {
  kz: {
    ...kz,
    education: educationKz,
    science: scienceKz,
    campus: campusKz,
    about: aboutKz,
    formFields: formFieldsKz,
    admin: adminKz,
  },
  ru: {
    ...ru,
    education: educationRu,
    science: scienceRu,
    campus: campusRu,
    about: aboutRu,
    formFields: formFieldsRu,
    admin: adminRu,
  },
  en: {
    ...en,
    education: educationEn,
    science: scienceEn,
    campus: campusEn,
    about: aboutEn,
    formFields: formFieldsEn,
    admin: adminEn,
  },
}
