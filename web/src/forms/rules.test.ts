import { describe, expect, it } from 'vitest'
import { fileProblem, PHONE_LENGTH, preparePhoneInput, rules, today } from './rules'

/** The error key a rule gives for a value, or null when the value passes. */
function problem(
  rule: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = rule.safeParse(value) as {
    success: boolean
    error?: { issues: { message: string }[] }
  }
  return result.success ? null : (result.error?.issues[0]?.message ?? 'unknown')
}

describe('e-mail: no spaces, an @, a dot, a final part of 2–10 lowercase letters', () => {
  it.each([
    'aigerim@dbu.edu.kz',
    'a.b-c+d@mail.ru',
    'x@y.co',
    'name@example.technology', // 10 letters
    '  padded@example.com  ', // surrounding spaces are trimmed, not part of the address
  ])('accepts %s', (email) => {
    expect(problem(rules.email, email)).toBeNull()
  })

  it.each([
    ['aigerim@dbu.edu.KZ', 'email'], // uppercase ending
    ['aigerim@dbu.Com', 'email'],
    ['name@example.technologys', 'email'], // 11-letter ending
    ['name@example.c', 'email'], // 1-letter ending
    ['name@example.k2', 'email'], // digit in the ending
    ['name@examplecom', 'email'], // no dot after the @
    ['name.example.com', 'email'], // no @
    ['na me@example.com', 'email'], // a space inside
    ['name@exa mple.com', 'email'],
    ['name@@example.com', 'email'],
    ['@example.com', 'email'],
    ['', 'required'],
    ['   ', 'required'],
  ])('refuses %j (%s)', (email, key) => {
    expect(problem(rules.email, email)).toBe(key)
  })
})

describe('phone: the mask +7 (___) ___-__-__, 18 characters', () => {
  it('accepts a complete masked number', () => {
    expect('+7 (701) 234-56-78').toHaveLength(PHONE_LENGTH)
    expect(problem(rules.phone, '+7 (701) 234-56-78')).toBeNull()
  })

  it.each([
    ['+7 (701) 234-56-7', 'phone'], // 17 characters: one digit short
    ['+7 (701) 234', 'phone'],
    ['+7 (', 'phone'],
    ['87012345678', 'phone'], // unmasked
    ['+7 (701) 234-56-789', 'phone'], // too long
    ['', 'required'],
  ])('refuses %j (%s)', (phone, key) => {
    expect(problem(rules.phone, phone)).toBe(key)
  })
})

describe('what the phone mask receives', () => {
  it.each([
    ['7', '', '+77'], // a first typed 7 is the number's first digit, not the country code
    ['0', '', '+70'],
    ['7012345678', '', '+77012345678'], // ten digits pasted
    ['87012345678', '', '+77012345678'], // with the trunk prefix 8
    ['+7 701 234 5678', '', '+77012345678'],
    ['+7 (701) 234-56-78', '', '+77012345678'], // a value set back into the field
    ['+', '', '+'],
    ['5', '+7 (70', '5'], // once something is there, input goes through as typed
  ])('%j into %j becomes %j', (chunk, current, prepared) => {
    expect(preparePhoneInput(chunk, current)).toBe(prepared)
  })
})

describe('name and required texts', () => {
  it('needs a name that is not empty', () => {
    expect(problem(rules.fio, 'Айгерім Сәрсенова')).toBeNull()
    expect(problem(rules.fio, '')).toBe('fio')
    expect(problem(rules.fio, '   ')).toBe('fio')
  })

  it('needs a text and a choice to be given', () => {
    expect(problem(rules.text, 'x')).toBeNull()
    expect(problem(rules.text, ' ')).toBe('required')
    expect(problem(rules.choice, '12')).toBeNull()
    expect(problem(rules.choice, '')).toBe('choose')
  })

  it('lets an optional text stay empty', () => {
    expect(problem(rules.optionalText, '')).toBeNull()
  })
})

describe('date (10 characters), time (5), year (4)', () => {
  it.each(['2027-07-05', '2024-02-29'])('accepts the date %s', (date) => {
    expect(problem(rules.date, date)).toBeNull()
  })

  it.each([
    ['2027-7-5', 'date'], // 8 characters
    ['2027-07-0', 'date'], // 9
    ['2027-07-051', 'date'], // 11
    ['05.07.2027', 'date'],
    ['2027-02-30', 'date'], // no such day
    ['2023-02-29', 'date'],
    ['', 'required'],
  ])('refuses the date %j (%s)', (date, key) => {
    expect(problem(rules.date, date)).toBe(key)
  })

  it('takes a visit date of today or later only', () => {
    const now = today()
    expect(problem(rules.visitDate, now)).toBeNull()
    expect(problem(rules.visitDate, '2999-01-01')).toBeNull()
    expect(problem(rules.visitDate, '2000-01-01')).toBe('datePast')
  })

  it.each(['09:30', '00:00', '23:59'])('accepts the time %s', (time) => {
    expect(problem(rules.time, time)).toBeNull()
  })

  it.each([
    ['9:30', 'time'], // 4 characters
    ['09:305', 'time'], // 6
    ['24:00', 'time'],
    ['12:60', 'time'],
    ['', 'required'],
  ])('refuses the time %j (%s)', (time, key) => {
    expect(problem(rules.time, time)).toBe(key)
  })

  it.each(['2019', '1998'])('accepts the year %s', (year) => {
    expect(problem(rules.year, year)).toBeNull()
  })

  it.each([
    ['201', 'year'],
    ['20190', 'year'],
    ['20a9', 'year'],
    ['', 'required'],
  ])('refuses the year %j (%s)', (year, key) => {
    expect(problem(rules.year, year)).toBe(key)
  })
})

describe('consent and files', () => {
  it('requires the consent box to be ticked', () => {
    expect(problem(rules.consent, true)).toBeNull()
    expect(problem(rules.consent, false)).toBe('consent')
  })

  it('requires an upload reference', () => {
    expect(problem(rules.upload, 'upload:ab12')).toBeNull()
    expect(problem(rules.upload, '')).toBe('file')
  })

  it('requires a file and allows at most five more', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    expect(problem(rules.file, file)).toBeNull()
    expect(problem(rules.file, null)).toBe('file')
    expect(problem(rules.files, Array(5).fill(file))).toBeNull()
    expect(problem(rules.files, Array(6).fill(file))).toBe('tooManyFiles')
  })

  it.each([
    ['scan.pdf', null],
    ['photo.JPG', null],
    ['photo.jpeg', null],
    ['photo.png', null],
    ['photo.webp', null],
    ['notes.txt', 'fileType'],
    ['setup.exe', 'fileType'],
    ['pdf', 'fileType'],
    ['archive.pdf.zip', 'fileType'],
  ])('the drop judges %s by its name: %s', (name, key) => {
    expect(fileProblem(new File(['x'], name))).toBe(key)
  })

  it('refuses a file over 10 MB before sending it', () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf')
    expect(fileProblem(big)).toBe('fileTooLarge')
  })
})
