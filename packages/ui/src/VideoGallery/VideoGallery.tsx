import { clsx } from 'clsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PlayGlyph } from '../icons/controlGlyphs.tsx';
import { messages } from './messages.ts';
import styles from './VideoGallery.module.css';

export interface VideoGalleryItem {
  /** The YouTube video id, e.g. "dQw4w9WgXcQ". */
  id: string;
  /** The video's title in the current language; "Video 2" when absent. */
  title?: string;
}

export interface VideoGalleryProps {
  /** Accessible name of the gallery, e.g. the section title "รีวิวสินค้า" / "Product reviews". */
  label: string;
  videos: VideoGalleryItem[];
}

/** YouTube's privacy-enhanced player (no cookies until the video plays). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

/**
 * One main player and a list of videos beside it (below it on phones); choosing one from the list
 * puts it in the player. Nothing loads from YouTube until the shopper presses play: the player and
 * the list show neutral tiles with the titles instead of YouTube's images.
 */
export function VideoGallery({ label, videos }: VideoGalleryProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  if (videos.length === 0) return null;
  const current = Math.min(selected, videos.length - 1);
  const titleOf = (index: number) =>
    videos[index]?.title || intl.formatMessage(messages.untitled, { number: index + 1 });
  const currentTitle = titleOf(current);

  return (
    <section aria-label={label} className={styles.gallery}>
      <div className={styles.player}>
        {playing ? (
          <iframe
            key={videos[current]?.id}
            src={youtubeEmbedUrl(videos[current]?.id ?? '')}
            title={currentTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.frame}
          />
        ) : (
          <button
            type="button"
            className={clsx(styles.frame, styles.poster)}
            aria-label={intl.formatMessage(messages.play, { title: currentTitle })}
            onClick={() => setPlaying(true)}
          >
            <span className={styles.playBadge}>
              <PlayGlyph size={32} />
            </span>
            <span className={styles.posterTitle}>{currentTitle}</span>
          </button>
        )}
      </div>

      {videos.length > 1 && (
        <ul className={styles.list}>
          {videos.map((video, index) => (
            <li key={video.id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setSelected(index)}
              >
                <span className={styles.thumbnailTile} aria-hidden="true">
                  <PlayGlyph size={20} />
                </span>
                <span className={styles.thumbnailTitle}>{titleOf(index)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
