// The banner at the top of an inner page: the page's banner image (or its video) under a blue
// veil, the breadcrumb trail and the page title (the page's only h1).
import { lazy, Suspense, type ReactNode } from 'react'
import { lazyChunk } from '@/lib/lazyChunk'
import { variantSrcSet } from '@/lib/mediaVariants'
import styles from './Banner.module.css'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { FirstScreenEnd } from './FirstScreenEnd'
import { Skeleton } from './Skeleton'

// One page has a video; the others do not pay for its code.
const BannerVideo = lazy(lazyChunk(() => import('./BannerVideo')))

export function Banner({
  title,
  image,
  video,
  crumbs,
  children,
  long = false,
}: {
  /** Undefined while loading: a skeleton keeps the banner's height. */
  title: string | undefined
  image?: string | null
  /** A video played over the image, which stays as its poster. */
  video?: string | null
  crumbs: Crumb[]
  children?: ReactNode
  /** A long title (a news headline): a smaller type size. */
  long?: boolean
}) {
  // `sizes` only chooses among the variants of `srcset`: without them it is invalid HTML (and
  // React's preload of the picture would carry it too).
  const srcSet = image ? variantSrcSet(image) : undefined
  return (
    <div className={styles.banner}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          srcSet={srcSet}
          sizes={srcSet && '100vw'}
          alt=""
          width={1920}
          height={560}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      {video ? (
        <Suspense fallback={null}>
          <BannerVideo src={video} poster={image} />
        </Suspense>
      ) : null}
      <div className={`container ${styles.inner} ${video ? styles.besideToggle : ''}`}>
        <Breadcrumbs items={crumbs} />
        {title === undefined ? (
          <Skeleton height="1.2em" width="min(520px, 80%)" className={styles.skeleton} />
        ) : (
          <h1 className={`${styles.title} ${long ? styles.long : ''}`}>{title}</h1>
        )}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
      <FirstScreenEnd />
    </div>
  )
}
