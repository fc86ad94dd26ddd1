import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ImageGlyph } from '../icons/glyphs.tsx';
import { SlideDots } from '../SlideDots/SlideDots.tsx';
import { StepArrows } from '../StepArrows/StepArrows.tsx';
import { messages } from './messages.ts';
import styles from './ProductGallery.module.css';

/** How many thumbnails show at once (spec: 3); the window follows the selected image. */
export const THUMBNAIL_WINDOW = 3;

export interface ProductGalleryProps {
  /** Image addresses in order; a placeholder shows when there are none. */
  images: string[];
  /** The product's name in the current language, the text alternative of its images. */
  productName: string;
}

/** The first thumbnail shown: the selected one in the middle where possible. */
function windowStart(selected: number, count: number) {
  return Math.max(0, Math.min(selected - 1, count - THUMBNAIL_WINDOW));
}

/**
 * A product's images: the selected one large with arrows, dots for every image and a window of three
 * thumbnails. Arrow keys, Home and End move through the images from any control of the gallery.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());
  const focusThumbnail = useRef(false);
  const count = images.length;
  const current = Math.min(selected, Math.max(count - 1, 0));

  useEffect(() => {
    // Keyboard moves within the thumbnails take the focus along to the newly selected one.
    if (focusThumbnail.current) thumbnails.current.get(current)?.focus();
    focusThumbnail.current = false;
  }, [current]);

  if (count === 0) {
    return (
      <div className={styles.placeholder}>
        <ImageGlyph size={48} />
        <span>{intl.formatMessage(messages.noImage)}</span>
      </div>
    );
  }

  const position = (index: number) =>
    intl.formatMessage(messages.position, { number: index + 1, total: count });
  const select = (index: number) => setSelected(((index % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusThumbnail.current = event.target instanceof HTMLElement && event.target.dataset.thumbnail === 'true';
    select(target);
  };

  const start = windowStart(current, count);
  const shown = images.slice(start, start + THUMBNAIL_WINDOW);

  return (
    // Key presses bubble up here from the gallery's own buttons, which are its keyboard stops.
    <section
      aria-label={intl.formatMessage(messages.label, { name: productName })}
      className={styles.gallery}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each image as a group. */}
        <div role="group" aria-label={position(current)} className={styles.slide}>
          <img src={images[current]} alt={productName} className={styles.image} />
        </div>
        {count > 1 && (
          <StepArrows
            labels={messages}
            classNames={{ previous: styles.previous, next: styles.next }}
            onStep={(step) => select(current + step)}
          />
        )}
      </div>

      {count > 1 && (
        <>
          <SlideDots keys={images} current={current} label={position} onSelect={select} />
          <ul className={styles.thumbnails} aria-label={intl.formatMessage(messages.thumbnails)}>
            {shown.map((image, offset) => {
              const index = start + offset;
              return (
                <li key={image}>
                  <button
                    ref={(element) => {
                      if (element) thumbnails.current.set(index, element);
                      else thumbnails.current.delete(index);
                    }}
                    type="button"
                    data-thumbnail="true"
                    className={styles.thumbnail}
                    aria-label={position(index)}
                    aria-current={index === current ? 'true' : undefined}
                    onClick={() => select(index)}
                  >
                    <img src={image} alt="" className={styles.thumbnailImage} />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
