// The one slider of the app (embla-carousel): a labelled carousel group, slides as groups named
// "n of total", previous/next buttons, one dot per scroll position, arrow keys when focused.
import useEmblaCarousel from 'embla-carousel-react'
import {
  Children,
  useCallback,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useT } from '@/i18n/LangContext'
import { Icon } from './Icon'
import styles from './Slider.module.css'

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>

interface CarouselState {
  selected: number
  count: number
  canPrev: boolean
  canNext: boolean
}

const EMPTY = '0|0|0|0'

function useCarouselState(api: EmblaApi | undefined): CarouselState {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {}
      api.on('select', notify).on('reInit', notify).on('init', notify)
      return () => {
        api.off('select', notify).off('reInit', notify).off('init', notify)
      }
    },
    [api],
  )
  // A string snapshot: stable between renders unless something changed.
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? [
            api.selectedScrollSnap(),
            api.scrollSnapList().length,
            Number(api.canScrollPrev()),
            Number(api.canScrollNext()),
          ].join('|')
        : EMPTY,
    () => EMPTY,
  )
  const [selected = 0, count = 0, canPrev = 0, canNext = 0] = snapshot.split('|').map(Number)
  return { selected, count, canPrev: canPrev === 1, canNext: canNext === 1 }
}

export interface PerView {
  base: number
  md?: number
  lg?: number
}

export function Slider({
  label,
  children,
  perView = { base: 1 },
  gap = 24,
  loop = false,
  tone = 'light',
  controls = 'below',
  className,
  controlsClassName,
}: {
  /** Names the carousel for screen readers. */
  label: string
  children: ReactNode
  perView?: PerView
  gap?: number
  loop?: boolean
  /** Colour of the controls: for light or for dark backgrounds. */
  tone?: 'light' | 'dark'
  controls?: 'below' | 'overlay'
  className?: string
  controlsClassName?: string
}) {
  const { t } = useT()
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', loop, containScroll: 'trimSnaps' })
  const { selected, count, canPrev, canNext } = useCarouselState(api)
  const slides = Children.toArray(children)

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      api?.scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      api?.scrollNext()
    }
  }

  const vars = {
    '--pv-base': perView.base,
    '--pv-md': perView.md ?? perView.base,
    '--pv-lg': perView.lg ?? perView.md ?? perView.base,
    '--gap': `${gap}px`,
  } as CSSProperties

  return (
    <div
      role="group"
      className={[styles.slider, styles[tone], styles[controls], className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={vars}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { n: index + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}>
          <div className={styles.dots}>
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t('slider.goTo', { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('slider.previous')}
              onClick={() => api?.scrollPrev()}
              disabled={!canPrev}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('slider.next')}
              onClick={() => api?.scrollNext()}
              disabled={!canNext}
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
