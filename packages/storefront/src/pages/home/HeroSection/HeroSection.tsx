import { ApiRequestError, type components, localize } from '@probuild/api-client';
import { type HeroSlide, heroCarouselMachine } from '@probuild/machines';
import { Carousel, type CarouselSlide } from '@probuild/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { activeByOrder, CONTENT_PATHS, type ContentPage } from '../homeContent.ts';
import styles from './HeroSection.module.css';

type MainPictures = components['schemas']['MainPictureListEnvelope'];

/** The hero slides of a page built of these sections. */
const slidesQuery = (page: ContentPage) => queries.queryOptions('get', CONTENT_PATHS.mainPicture[page]);

/** A slide without a picture cannot be shown; none left is the carousel's 'No image'. */
function showableSlides(slides: MainPictures['data']): HeroSlide[] {
  return activeByOrder(slides).filter((slide) => slide.image.pc);
}

function cachedSlides(queryClient: QueryClient, page: ContentPage): HeroSlide[] | undefined {
  const answer = queryClient.getQueryData<MainPictures>(slidesQuery(page).queryKey);
  return answer?.success ? showableSlides(answer.data) : undefined;
}

const STATUS = { loading: 'loading', failed: 'error', showing: 'ready', left: 'ready' } as const;

/**
 * The hero carousel: the main pictures, advanced every 10 s by the machines' hero carousel machine
 * (which owns loading, errors and the index); leaving the page stops the machine and its timer.
 */
export function HeroSection({ page = 'home' }: { page?: ContentPage }) {
  const _intl = useIntl();
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
          errorMessage={error ? text(error) : undefined}
          slides={carouselSlides}
          index={index}
          onIndexChange={(wanted) => send({ type: 'GO_TO', index: wanted })}
        />
      </div>
    </div>
  );
}
