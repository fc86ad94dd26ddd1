import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HorizontalScroller } from '../HorizontalScroller/index.ts';
import { PlayGlyph } from '../icons/controlGlyphs.tsx';
import { messages } from './messages.ts';
import styles from './TikTokCarousel.module.css';

/** The spec's TikTok row: one button press moves one video, 374 px. */
export const TIKTOK_SCROLL_STEP = 374;

/**
 * The video id of a TikTok link: the number after "video/" in a full URL, or the link itself when it
 * is already a number. Anything else is no video (null).
 */
export function tiktokVideoId(link: string): string | null {
  const id = link.includes('video/') ? link.split('video/')[1]?.match(/^\d+/)?.[0] : link.trim();
  return id && /^\d+$/.test(id) ? id : null;
}

export interface TikTokCarouselProps {
  /** Accessible name of the row, e.g. the section title "คลิปสั้นจากหน้าร้าน" / "Short clips from the store". */
  label: string;
  /** TikTok video ids or full video URLs; entries with no id in them are left out. */
  links: string[];
}

/**
 * A sideways row of TikTok videos. Each shows a local tile until the shopper presses play; only then
 * the TikTok player is embedded, so nothing loads from TikTok before that.
 */
export function TikTokCarousel({ label, links }: TikTokCarouselProps) {
  const intl = useIntl();
  const [playing, setPlaying] = useState<ReadonlySet<string>>(new Set());
  const ids = [...new Set(links.map(tiktokVideoId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return null;

  return (
    <HorizontalScroller label={label} step={TIKTOK_SCROLL_STEP}>
      {ids.map((id, index) => {
        const name = intl.formatMessage(messages.video, { number: index + 1 });
        return playing.has(id) ? (
          <iframe
            key={id}
            src={`https://www.tiktok.com/embed/v2/${id}`}
            title={name}
            allow="autoplay; encrypted-media; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.video}
          />
        ) : (
          <button
            key={id}
            type="button"
            className={styles.video}
            onClick={() => setPlaying((current) => new Set(current).add(id))}
          >
            <span className={styles.playBadge}>
              <PlayGlyph size={28} />
            </span>
            {intl.formatMessage(messages.play, { name })}
          </button>
        );
      })}
    </HorizontalScroller>
  );
}
