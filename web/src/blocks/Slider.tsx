// The one slider of the app (embla-carousel): a labelled carousel group, slides as groups named
// "n of total", previous/next buttons, one dot per scroll position, arrow keys when focused. The
// slides render at once; embla's code loads when the slider comes into view (most sliders sit
// below the first screen), and the buttons work from then on.
import type { EmblaCarouselType } from 'embla-carousel'
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { useT } from '@/i18n/LangContext'
import { lazyChunk } from '@/lib/lazyChunk'
import { useNearViewport } from '@/lib/useNearViewport'
import { Icon } from './Icon'
import styles from './Slider.module.css'

type EmblaApi = EmblaCarouselType

const loadEmbla = lazyChunk(async () => (await import('embla-carousel')).default)

type Action = (api: EmblaApi) => void

/**
 * An embla carousel on the viewport element, once `enabled` and its code has arrived; then runs
 * the action a visitor asked for before that (a button pressed while the code was on its way).
 */
function useEmbla(
  viewport: RefObject<HTMLElement | null>,
  enabled: boolean,
  loop: boolean,
  queued: RefObject<Action | null>,
): EmblaApi | undefined {
  const [api, setApi] = useState<EmblaApi>()
  useEffect(() => {
    const element = viewport.current
    if (!enabled || !element) return
    let instance: EmblaApi | undefined
    let cancelled = false
    loadEmbla().then(
      (EmblaCarousel) => {
        if (cancelled) return
        instance = EmblaCarousel(element, { align: 'start', loop, containScroll: 'trimSnaps' })
        setApi(instance)
        queued.current?.(instance)
        queued.current = null
      },
      (error: unknown) => console.warn('The slider could not load:', error),
    )
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [viewport, enabled, loop, queued])
  return api
}

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

/**
 * Slides per view: the values that have a rule in Slider.module.css (the page's HTML comes from
 * the server, where inline styles are not allowed, so each value is a data attribute and a rule).
 */
export type SlidesPerView = 1 | 1.08 | 1.1 | 1.15 | 1.2 | 2 | 2.2 | 2.5 | 3 | 4

export interface PerView {
  base: SlidesPerView
  md?: SlidesPerView
  lg?: SlidesPerView
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
  /** Pixels between slides: 0, 16 or 24 (each has a rule in Slider.module.css). */
  gap?: 0 | 16 | 24
  loop?: boolean
  /** Colour of the controls: for light or for dark backgrounds. */
  tone?: 'light' | 'dark'
  controls?: 'below' | 'overlay'
  className?: string
  controlsClassName?: string
}) {
  const { t } = useT()
  const viewportRef = useRef<HTMLDivElement>(null)
  const queued = useRef<Action>(null)
  const [wanted, setWanted] = useState(false)
  const near = useNearViewport(viewportRef)
  const api = useEmbla(viewportRef, near || wanted, loop, queued)
  const state = useCarouselState(api)
  const slides = Children.toArray(children)
  // Until embla has measured the slides, the controls stand as they will at the first slide (so
  // nothing below the slider moves), and a press waits for the code to arrive.
  const { selected, count } = state
  const showControls = api ? count > 1 : slides.length > 1
  const canPrev = api ? state.canPrev : loop
  const canNext = api ? state.canNext : true

  function act(action: Action) {
    if (api) return action(api)
    queued.current = action
    setWanted(true)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      act((carousel) => carousel.scrollPrev())
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      act((carousel) => carousel.scrollNext())
    }
  }

  return (
    // The arrow keys of the focused slide or button move the slider.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      className={[styles.slider, styles[tone], styles[controls], className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-pv-base={perView.base}
      data-pv-md={perView.md ?? perView.base}
      data-pv-lg={perView.lg ?? perView.md ?? perView.base}
      data-gap={gap}
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
      {showControls ? (
        <div className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}>
          <div className={styles.dots}>
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t('slider.goTo', { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => act((carousel) => carousel.scrollTo(index))}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('slider.previous')}
              onClick={() => act((carousel) => carousel.scrollPrev())}
              disabled={!canPrev}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('slider.next')}
              onClick={() => act((carousel) => carousel.scrollNext())}
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
