import { Carousel } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import type { ContentPage } from '../homeContent.ts';
import styles from './HeroSection.module.css';
import { cachedSlides, carouselSlidesOf } from './heroSlides.ts';

// Its state machine (and the library) load beside the page rather than before it: the first view is
// the first slide, which the server renders and, in the browser, the fallback below shows.
const HeroCarousel = lazy(() =>
  import('../HeroCarousel/index.ts').then((module) => ({ default: module.HeroCarousel })),
);

/** The hero carousel of a content page (home, spec landing, computer sets). */
export function HeroSection({ page = 'home' }: { page?: ContentPage }) {
  return (
    <div className={styles.hero}>
      <Suspense fallback={<FirstSlide page={page} />}>
        <HeroCarousel page={page} />
      </Suspense>
    </div>
  );
}

/** What the carousel first shows: the first of the slides in the cache, or its loading state. */
function FirstSlide({ page }: { page: ContentPage }) {
  const locale = useLocale();
  const slides = cachedSlides(useQueryClient(), page);
  return (
    <div className={slides ? undefined : styles.loading}>
      <Carousel
        status={slides ? 'ready' : 'loading'}
        slides={carouselSlidesOf(slides ?? [], locale)}
        index={0}
        onIndexChange={() => undefined}
      />
    </div>
  );
}
