// Grey shapes with the size of the content they stand for, so nothing jumps when data arrives.
import type { CSSProperties } from 'react'
import { styleRef } from '@/lib/styleRef'
import styles from './Skeleton.module.css'

export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className,
  style,
}: {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
  className?: string
  style?: CSSProperties
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      ref={styleRef({ width, height, borderRadius: radius, ...style })}
    />
  )
}

/** Several lines of text, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}
