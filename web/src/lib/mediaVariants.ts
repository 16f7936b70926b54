// Pictures uploaded through the admin are stored as WebP variants named `<name>-<width>.webp`, one
// for each of these widths capped at the original's width (server/src/media/images.rs), and the
// content keeps the widest. So the narrower ones follow from the address alone, and a phone can
// fetch the 480 px one instead of the 1600 px one without the API sending a list of files.
const VARIANT_WIDTHS = [480, 960, 1600]
const UPLOAD = /^(\/assets\/media\/uploads\/[0-9a-f]+)-(\d+)\.webp$/

/** The `srcset` of an uploaded picture, or undefined for any other address or a single variant. */
export function variantSrcSet(src: string): string | undefined {
  const match = UPLOAD.exec(src)
  if (!match) return undefined
  const [, stem, widestText] = match
  const widest = Number(widestText)
  const widths = [...VARIANT_WIDTHS.filter((width) => width < widest), widest]
  if (widths.length < 2) return undefined
  return widths.map((width) => `${stem}-${width}.webp ${width}w`).join(', ')
}
