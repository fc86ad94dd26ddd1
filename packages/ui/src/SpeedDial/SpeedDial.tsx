import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { contentLink } from '../contentLink.ts';
import { IconButton } from '../IconButton/index.ts';
import { ChatGlyph } from '../icons/controlGlyphs.tsx';
import { linkMessages } from '../linkMessages.ts';
import { Popover } from '../Popover/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { messages } from './messages.ts';
import styles from './SpeedDial.module.css';

export interface SpeedDialLink {
  id: string;
  /** The link's text in the current language, e.g. "แชทผ่าน LINE". */
  title: string;
  href: string;
  /** The channel's small logo; a chat icon when absent. */
  image?: string | null;
  /** Position in the menu, smallest first. */
  order: number;
}

export interface SpeedDialProps {
  /** The chat links come from a call: its state. */
  status: 'loading' | 'error' | 'ready';
  /** Shown in the menu when status is error, e.g. "Failed to fetch chat links". */
  errorMessage?: string;
  links: SpeedDialLink[];
}

/**
 * The floating chat menu in the page's bottom corner: a round button that opens the shop's chat
 * channels, in their given order, each in a new tab without opener or referrer.
 */
export function SpeedDial({ status, errorMessage, links }: SpeedDialProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  const newTab = intl.formatMessage(linkMessages.newTab);
  const items = links
    .map((link) => ({ ...link, target: contentLink(link.href) }))
    .filter((link) => link.target !== null)
    .sort((a, b) => a.order - b.order);

  if (status === 'ready' && items.length === 0) return null;

  return (
    <div className={styles.dock}>
      <Popover
        title={title}
        side="top"
        align="end"
        trigger={
          <IconButton
            label={title}
            icon={<ChatGlyph size={28} />}
            variant="primary"
            size="lg"
            className={styles.trigger}
          />
        }
      >
        {status === 'loading' && <p role="status">{intl.formatMessage(messages.loading)}</p>}
        {status === 'error' && (
          <p role="alert" className={styles.error}>
            {errorMessage || intl.formatMessage(messages.error)}
          </p>
        )}
        {status === 'ready' && (
          <ul className={styles.links}>
            {items.map((link) => (
              <li key={link.id}>
                <a {...link.target} className={styles.link}>
                  {link.image ? (
                    <img src={link.image} alt="" width={32} height={32} className={styles.logo} />
                  ) : (
                    <ChatGlyph size={32} className={clsx(styles.logo, styles.logoIcon)} />
                  )}
                  <span>
                    {link.title}
                    {link.target?.target && <VisuallyHidden> {newTab}</VisuallyHidden>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </div>
  );
}
