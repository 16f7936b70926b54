import {
  STATUSES,
  TRANSLATIONS,
  type ListParams,
  type Status,
  type Translation,
} from '../api/types'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The list's filters as the address holds them (unknown values are ignored). */
export function listParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'))
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: search.get('search')?.trim() || undefined,
    status: oneOf<Status>(STATUSES, search.get('status')),
    missing: oneOf<Translation>(TRANSLATIONS, search.get('missing')),
  }
}
