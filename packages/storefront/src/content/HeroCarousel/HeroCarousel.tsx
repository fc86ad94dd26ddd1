import { ApiRequestError } from '@probuild/api-client';
import { heroCarouselMachine } from '@probuild/machines';
import { Carousel, prefersReducedMotion } from '@probuild/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useQueryAnswers } from '../../api/useQueryAnswers.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useHydrated } from '../../shell/hydration.tsx';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from '../HeroSection/HeroSection.module.css';
import { cachedSlides, carouselSlidesOf, showableSlides, slidesQuery } from '../HeroSection/heroSlides.ts';
import type { ContentPage } from '../homeContent.ts';

const STATUS = { loading: 'loading', failed: 'error', showing: 'ready', left: 'ready' } as const;

/**
 * The hero carousel: the main pictures, advanced every 10 s by the machines' hero carousel machine
 * (which owns loading, errors and the index), but for a visitor who asked for less motion; leaving
 * the page stops the machine and its timer.
 */
export function HeroCarousel({ page }: { page: ContentPage }) {
  const locale = useLocale();
  const text = useMachineText();
  const queryClient = useQueryClient();
  // Asked for in the browser only: the server's render puts the slides it shows in the cache itself.
  const answer = useQuery({ ...slidesQuery(page), enabled: useHydrated(), retry: false });
  // Slides already in the cache (the server's render put them there) are shown at once, with no call.
  const [snapshot, send] = useMachine(heroCarouselMachine, {
    input: { slides: cachedSlides(queryClient, page), autoAdvance: !prefersReducedMotion() },
  });
  useQueryAnswers(
    answer,
    (pictures) =>
      send(
        pictures.success
          ? { type: 'LOADED', slides: showableSlides(pictures.data) }
          : {
              type: 'FAILED',
              error: new ApiRequestError({ kind: 'http', status: 200, message: pictures.message ?? '' }),
            },
      ),
    (error) => send({ type: 'FAILED', error }),
  );
  const { slides, index, error } = snapshot.context;
  const status = STATUS[snapshot.value];
  return (
    <div className={status === 'loading' ? styles.loading : undefined}>
      <Carousel
        status={status}
        errorMessage={error ? text(error) : undefined}
        slides={carouselSlidesOf(slides, locale)}
        index={index}
        onIndexChange={(wanted) => send({ type: 'GO_TO', index: wanted })}
      />
    </div>
  );
}
