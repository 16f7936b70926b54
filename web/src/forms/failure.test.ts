import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR } from '@/api/client'
import { FormProofError } from '@/api/formProof'
import { ServiceLoginError } from '@/api/serviceAuth'
import { describeFailure, uploadProblem } from './failure'
import { archiveFields, vacancyFields } from './schemas'

describe('what a failed submit shows', () => {
  it('puts 422 messages on the fields they name, nested names included', () => {
    const error = new ApiError(422, 'invalid', {
      fio: ['Заполните это поле'],
      'data.city': ['Заполните это поле'],
      'documents.document2': ['Загрузите файл заново'],
      year_admission: ['Введите год четырьмя цифрами'],
    })
    const failure = describeFailure(error, archiveFields)
    expect(failure.fieldErrors).toEqual([
      { field: 'fio', message: 'Заполните это поле' },
      { field: 'city', message: 'Заполните это поле' },
      { field: 'document2', message: 'Загрузите файл заново' },
      { field: 'yearAdmission', message: 'Введите год четырьмя цифрами' },
    ])
    expect(failure.problem).toEqual({ kind: 'text', key: 'checkFields' })
  })

  it('maps the multipart names of the vacancy form', () => {
    const error = new ApiError(422, 'invalid', {
      student_id: ['Required'],
      academic_degree: ['Choose'],
      'documents[1]': ['Too long'],
    })
    expect(describeFailure(error, vacancyFields).fieldErrors.map((e) => e.field)).toEqual([
      'fio',
      'degree',
      'documents',
    ])
  })

  it('shows messages for fields the form does not have at the form', () => {
    const error = new ApiError(422, 'invalid', { page_slug: ['Unknown page'] })
    expect(describeFailure(error, archiveFields).problem).toEqual({
      kind: 'server',
      messages: ['Unknown page'],
    })
  })

  it('tells when to try again after a 429', () => {
    expect(describeFailure(new ApiError(429, 'slow', {}, 30), {}).problem).toEqual({
      kind: 'tooMany',
      seconds: 30,
    })
  })

  it('says the service is unavailable when the service login failed', () => {
    const error = new ServiceLoginError(new ApiError(401, 'wrong credentials'))
    expect(describeFailure(error, {}).problem).toEqual({ kind: 'text', key: 'unavailable' })
  })

  it('says the form could not be verified when no proof of work was had or it was refused', () => {
    const unverified = { kind: 'text', key: 'unverified' }
    expect(describeFailure(new FormProofError(new Error('offline')), {}).problem).toEqual(
      unverified,
    )
    const refused = new ApiError(403, 'Не удалось проверить форму', { challenge: ['used'] })
    expect(describeFailure(refused, {}).problem).toEqual(unverified)
    // A filled honeypot: a bot, told no more than that the service is unavailable.
    const honeypot = new ApiError(403, 'Не удалось проверить форму', { form: ['filled'] })
    expect(describeFailure(honeypot, {}).problem).toEqual({ kind: 'text', key: 'unavailable' })
  })

  it('tells when to try again when the service login is rate-limited', () => {
    const error = new ServiceLoginError(new ApiError(429, 'slow down', {}, 12))
    expect(describeFailure(error, {}).problem).toEqual({ kind: 'tooMany', seconds: 12 })
  })

  it('falls back to a general message', () => {
    expect(describeFailure(new ApiError(NETWORK_ERROR, 'offline'), {}).problem).toEqual({
      kind: 'text',
      key: 'failed',
    })
    expect(describeFailure(new Error('bug'), {}).problem).toEqual({ kind: 'text', key: 'failed' })
  })

  it('names upload refusals', () => {
    expect(uploadProblem(new ApiError(415, 'type'))).toBe('fileType')
    expect(uploadProblem(new ApiError(413, 'size'))).toBe('fileTooLarge')
    expect(uploadProblem(new ApiError(500, 'oops'))).toBe('fileFailed')
  })
})
