// The four kinds of archive request (service centre), apart from the schemas so a page can list
// them without loading the form code.
export const ARCHIVE_TYPES = ['archive-info', 'meeting', 'success-story', 'transcript'] as const
export type ArchiveType = (typeof ARCHIVE_TYPES)[number]
