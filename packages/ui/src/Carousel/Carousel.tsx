import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { contentLink } from '../contentLink.ts';
import { SlideDots } from '../SlideDots/SlideDots.tsx';
import { StepArrows } from '../StepArrows/StepArrows.tsx';
import styles from './Carousel.module.css';
import { messages } from './messages.ts';

export interface CarouselSlide {
  id: string;
  /** Image for 768 px and wider. */
  imagePc: string;
  /** Image below 768 px; the pc image when absent. */
  imageMobile?: string;
  title: string;
  description?: string;
  /** Call to action; shown when both text and a safe link (http(s) or an internal path) are given. */
  buttonText?: string;
  buttonHref?: string;
}

export interface CarouselProps {
  status: 'loading' | 'error' | 'ready';
  /** Shown in red in place of the image when status is error. */
  errorMessage?: string;
  slides: CarouselSlide[];
  /** The slide shown; the page (or its auto-advance machine) owns it. */
  index: number;
  /** Called with the wanted slide: arrows wrap from the last to the first and back. */
  onIndexChange: (index: number) => void;
}

/** The home page's hero: one slide at a time with arrows and dots. Timing lives outside. */
export function Carousel({ status, errorMessage, slides, index, onIndexChange }: CarouselProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);

  if (status !== 'ready' || slides.length === 0) {
    return (
      <section aria-label={label} className={styles.root}>
        <div className={styles.frame}>
          {status === 'loading' ? (
            <p role="status" className={styles.message}>
              {intl.formatMessage(messages.loading)}
            </p>
          ) : status === 'error' ? (
            <p role="alert" className={clsx(styles.message, styles.error)}>
              {errorMessage || intl.formatMessage(messages.error)}
            </p>
          ) : (
            <p className={styles.message}>{intl.formatMessage(messages.noImage)}</p>
          )}
        </div>
      </section>
    );
  }

  const count = slides.length;
  const current = ((index % count) + count) % count;
  const slide = slides[current] as CarouselSlide;
  const link = slide.buttonText ? contentLink(slide.buttonHref) : null;
  const position = (number: number) => intl.formatMessage(messages.position, { number, total: count });

  return (
    <section
      aria-roledescription={intl.formatMessage(messages.roleDescription)}
      aria-label={label}
      className={styles.root}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group; a fieldset is for form controls. */}
      <div
        key={slide.id}
        role="group"
        aria-roledescription={intl.formatMessage(messages.slide)}
        aria-label={position(current + 1)}
        className={styles.frame}
      >
        <picture>
          {slide.imageMobile && <source media="(max-width: 767px)" srcSet={slide.imageMobile} />}
          {/* The hero is usually the page's largest paint: its picture is fetched before other pictures. */}
          <img src={slide.imagePc} alt="" fetchPriority="high" className={styles.image} />
        </picture>
        <div className={styles.caption}>
          <h2 className={styles.title}>{slide.title}</h2>
          {slide.description && <p className={styles.description}>{slide.description}</p>}
          {link && (
            <a {...link} className={styles.button}>
              {slide.buttonText}
            </a>
          )}
        </div>
      </div>

      {count > 1 && (
        <>
          <StepArrows
            labels={messages}
            classNames={{
              previous: clsx(styles.arrow, styles.previous),
              next: clsx(styles.arrow, styles.next),
            }}
            onStep={(step) => onIndexChange((current + step + count) % count)}
          />
          <SlideDots
            keys={slides.map((item) => item.id)}
            current={current}
            label={(index) => position(index + 1)}
            onSelect={onIndexChange}
            className={styles.dots}
          />
        </>
      )}
    </section>
  );
}
