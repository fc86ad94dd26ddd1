import { type components, type Locale, localize } from '@probuild/api-client';
import type { HeroSlide } from '@probuild/machines';
import type { CarouselSlide } from '@probuild/ui';
import type { QueryClient } from '@tanstack/react-query';
import { queries } from '../../api/client.ts';
import type { PreloadPicture } from '../../routes/loaders/routeLoader.ts';
import { activeByOrder, CONTENT_PATHS, type ContentPage } from '../homeContent.ts';

type MainPictures = components['schemas']['MainPictureListEnvelope'];

/** The hero slides of a page built of these sections. */
export const slidesQuery = (page: ContentPage) =>
  queries.queryOptions('get', CONTENT_PATHS.mainPicture[page]);

/** A slide without a picture cannot be shown; none left is the carousel's 'No image'. */
export function showableSlides(slides: MainPictures['data']): HeroSlide[] {
  return activeByOrder(slides).filter((slide) => slide.image.pc);
}

/** The slides already in the cache (the server's render put them there), if they are. */
export function cachedSlides(queryClient: QueryClient, page: ContentPage): HeroSlide[] | undefined {
  const answer = queryClient.getQueryData<MainPictures>(slidesQuery(page).queryKey);
  return answer?.success ? showableSlides(answer.data) : undefined;
}

/**
 * The picture the carousel first shows (the first showable slide's), each form with the carousel's
 * breakpoint: the page's largest paint, which the app would find only once its scripts have run.
 */
export function heroPictures(answer: MainPictures | undefined): PreloadPicture[] {
  const image = answer?.success ? showableSlides(answer.data)[0]?.image : undefined;
  if (!image?.pc) return [];
  return image.mobile
    ? [
        { href: image.mobile, media: '(max-width: 767px)' },
        { href: image.pc, media: '(min-width: 768px)' },
      ]
    : [{ href: image.pc }];
}

export function carouselSlidesOf(slides: HeroSlide[], locale: Locale): CarouselSlide[] {
  return slides.map(
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
}
