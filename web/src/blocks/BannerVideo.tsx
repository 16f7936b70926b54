// A banner's video: muted and looping over the banner image, which is its poster. Visitors who ask
// for reduced motion see only the image; everyone else can pause it (WCAG 2.2.2), and a pause
// holds on the next pages with a video, as the visitor would expect.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useT } from '@/i18n/LangContext'
import { readStored, writeStored } from '@/lib/storage'
import styles from './Banner.module.css'
import { Icon } from './Icon'

const PAUSED_KEY = 'bilim.bannerVideo'
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

const readPaused = () => readStored('localStorage', PAUSED_KEY) === 'paused'

export default function BannerVideo({ src, poster }: { src: string; poster?: string | null }) {
  const { t } = useT()
  const still = useSyncExternalStore(subscribeToMotion, reducedMotion, () => true)
  const [paused, setPaused] = useState(readPaused)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (paused) element.pause()
    // A browser that refuses to autoplay leaves the poster; the button still offers to play.
    else element.play().catch(() => setPaused(true))
  }, [paused, still])

  if (still) return null

  const toggle = () => {
    writeStored('localStorage', PAUSED_KEY, paused ? null : 'paused')
    setPaused(!paused)
  }
  return (
    <>
      <video
        ref={video}
        className={styles.image}
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
      />
      <button type="button" className={styles.videoToggle} onClick={toggle}>
        <Icon name={paused ? 'play' : 'pause'} size={18} />
        <span className="visually-hidden">
          {paused ? t('common.playVideo') : t('common.pauseVideo')}
        </span>
      </button>
    </>
  )
}
