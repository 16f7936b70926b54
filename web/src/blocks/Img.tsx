// Every image of the app: explicit width/height (no layout jumps), lazy unless it is the page's
// main picture, the narrower variants of an uploaded picture for small screens, and a branded
// placeholder when the content has no image.
import type { CSSProperties } from 'react'
import { variantSrcSet } from '@/lib/mediaVariants'
import { styleRef } from '@/lib/styleRef'
import styles from './Img.module.css'

export interface ImgProps {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** The page's largest picture: load it first. */
  priority?: boolean
  sizes?: string
  style?: CSSProperties
}

export function Img({ src, alt, width, height, className, priority, sizes, style }: ImgProps) {
  const cls = [styles.img, className].filter(Boolean).join(' ')
  if (!src) {
    return (
      <span
        className={`${cls} ${styles.placeholder}`}
        ref={styleRef({ aspectRatio: `${width} / ${height}`, ...style })}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    )
  }
  return (
    <img
      className={cls}
      src={src}
      srcSet={variantSrcSet(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      ref={styleRef(style)}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
