import { ApiRequestError } from '@probuild/api-client';
import { type HeroSlide, heroCarouselMachine } from '@probuild/machines';
import { Carousel } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useLocale } from '../../i18n/useLocale.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from '../HeroSection/HeroSection.module.css';
import { cachedSlides, carouselSlidesOf, showableSlides, slidesQuery } from '../HeroSection/heroSlides.ts';
import type { ContentPage } from '../homeContent.ts';

const STATUS = { loading: 'loading', failed: 'error', showing: 'ready', left: 'ready' } as const;

/**
 * The hero carousel: the main pictures, advanced every 10 s by the machines' hero carousel machine
 * (which owns loading, errors and the index); leaving the page stops the machine and its timer.
 */
export function HeroCarousel({ page }: { page: ContentPage }) {
  const locale = useLocale();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      heroCarouselMachine.provide({
        actors: {
          loadSlides: fromPromise<HeroSlide[], void>(async () => {
            const answer = await queryClient.fetchQuery(slidesQuery(page));
            if (!answer.success) {
              throw new ApiRequestError({ kind: 'http', status: 200, message: answer.message ?? '' });
            }
            return showableSlides(answer.data);
          }),
        },
      }),
    [queryClient, page],
  );
  // Slides already in the cache (the server's render put them there) are shown at once, with no call.
  const [snapshot, send] = useMachine(machine, { input: { slides: cachedSlides(queryClient, page) } });
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
