import { describe, expect, it } from 'vitest'
import { fileSize, fileType } from './documentFile'

describe('fileType', () => {
  it('names the type by the extension', () => {
    expect(fileType('/assets/media/documents/175-1.pdf')).toBe('PDF')
    expect(fileType('/files/report.final.DOCX?v=2')).toBe('DOCX')
  })
  it('is empty without an extension', () => {
    expect(fileType('/files/readme')).toBe('')
    expect(fileType('/files/.hidden')).toBe('')
  })
})

describe('fileSize', () => {
  it('keeps small files in bytes', () => {
    expect(fileSize(766, 'en')).toEqual({ key: 'documents.sizeB', n: '766' })
  })
  it('uses kilobytes and megabytes with one decimal at most', () => {
    expect(fileSize(1536, 'en')).toEqual({ key: 'documents.sizeKb', n: '1.5' })
    expect(fileSize(2048, 'en')).toEqual({ key: 'documents.sizeKb', n: '2' })
    expect(fileSize(3.25 * 1024 * 1024, 'en')).toEqual({ key: 'documents.sizeMb', n: '3.3' })
  })
  it('writes the decimal separator of the language', () => {
    expect(fileSize(1536, 'ru').n).toBe('1,5')
  })
})
