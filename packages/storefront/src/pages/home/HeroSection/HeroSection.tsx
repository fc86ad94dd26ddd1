import { ApiRequestError, type Locale, localize } from '@probuild/api-client';
import { formatMessage, type HeroSlide, heroCarouselMachine } from '@probuild/machines';
import { Carousel, type CarouselSlide } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { queries } from '../../../api/client.ts';
import { activeByOrder } from '../homeContent.ts';
import styles from './HeroSection.module.css';

const STATUS = { loading: 'loading', failed: 'error', showing: 'ready', left: 'ready' } as const;

/**
 * The hero carousel: the main pictures, advanced every 10 s by the machines' hero carousel machine
 * (which owns loading, errors and the index); leaving the page stops the machine and its timer.
 */
export function HeroSection() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      heroCarouselMachine.provide({
        actors: {
          loadSlides: fromPromise<HeroSlide[], void>(async () => {
            const answer = await queryClient.fetchQuery(
              queries.queryOptions('get', '/pages/home/main-picture/active'),
            );
            if (!answer.success) {
              throw new ApiRequestError({ kind: 'http', status: 200, message: answer.message ?? '' });
            }
            // A slide without a picture cannot be shown; none left is the carousel's 'No image'.
            return activeByOrder(answer.data).filter((slide) => slide.image.pc);
          }),
        },
      }),
    [queryClient],
  );
  const [snapshot, send] = useMachine(machine);
  const { slides, index, error } = snapshot.context;

  const carouselSlides = slides.map(
    (slide, position): CarouselSlide => ({
      id: `${position}-${slide.image?.pc}`,
      imagePc: slide.image?.pc ?? '',
      imageMobile: slide.image?.mobile,
      title: localize(slide.mainText, locale),
      description: localize(slide.description, locale),
      buttonText: localize(slide.buttonText, locale),
      buttonHref: slide.buttonUrl ?? undefined,
    }),
  );

  const status = STATUS[snapshot.value];
  return (
    <div className={styles.hero}>
      <div className={status === 'loading' ? styles.loading : undefined}>
        <Carousel
          status={status}
          errorMessage={error ? formatMessage(error, locale) : undefined}
          slides={carouselSlides}
          index={index}
          onIndexChange={(wanted) => send({ type: 'GO_TO', index: wanted })}
        />
      </div>
    </div>
  );
}
