// The fixed ids of the education pages' FAQ categories (spec section 9: 1, 4, 7 for bachelor and
// master; the doctoral and international-applicant categories of the demo content beside them).
export const FAQ_CATEGORIES = [1, 4, 7] as const
export const DOCTORAL_FAQ_CATEGORIES = [2] as const
export const INTERNATIONAL_FAQ_CATEGORIES = [3] as const
export const ADMISSION_FAQ_CATEGORIES = [1] as const
