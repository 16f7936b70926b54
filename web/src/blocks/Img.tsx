// Every image of the app: explicit width/height (no layout jumps), lazy unless it is the page's
// main picture, the narrower variants of an uploaded picture for small screens, and a branded
// placeholder when the content has no image.
import { variantSrcSet } from '@/lib/mediaVariants'
import styles from './Img.module.css'

export interface ImgProps {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** The page's largest picture: load it first. */
  priority?: boolean
  /** How wide the picture is shown, for choosing among its variants (only when it has some). */
  sizes?: string
}

export function Img({ src, alt, width, height, className, priority, sizes }: ImgProps) {
  const cls = [styles.img, className].filter(Boolean).join(' ')
  if (!src) {
    // An empty SVG of the picture's proportions: its viewBox reserves the space in the
    // server's HTML already, where a style (refused by the CSP) could not.
    return (
      <svg
        className={`${cls} ${styles.placeholder}`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    )
  }
  // `sizes` only chooses among the variants of `srcset`: without them it is invalid HTML.
  const srcSet = variantSrcSet(src)
  return (
    <img
      className={cls}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      sizes={srcSet && sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
