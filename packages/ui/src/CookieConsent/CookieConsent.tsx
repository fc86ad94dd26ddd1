import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import card from '../styles/card.module.css';
import splitRow from '../styles/splitRow.module.css';
import styles from './CookieConsent.module.css';
import { messages } from './messages.ts';

export interface CookieConsentProps {
  /**
   * What shows: the choice dialog, the short banner after accepting, or nothing. The cookie consent
   * machine decides (dialog a second after the first visit, banner for 5 seconds).
   */
  mode: 'dialog' | 'banner' | 'hidden';
  /** The cookie policy page, linked from the dialog. */
  policyHref: string;
  onAccept: () => void;
  /** Also called when the dialog is closed with Escape: no choice made counts as no consent. */
  onDecline: () => void;
  /** The banner's Manage button: choose again in the dialog. */
  onManage: () => void;
  /** The banner's Reset button: forget the choice. */
  onReset: () => void;
}

/**
 * Cookie consent: a dialog with Accept and Decline, and after accepting a banner with Manage and Reset.
 *
 * The dialog is not modal. It comes up by itself a second into the first visit, so it does not take the
 * focus, cover the page or stop its scrolling: the shopper is not interrupted in what they began
 * reading or typing, and answers when ready. Only when asked for again (Manage) does it take the focus.
 */
export function CookieConsent({
  mode,
  policyHref,
  onAccept,
  onDecline,
  onManage,
  onReset,
}: CookieConsentProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const previousMode = useRef(mode);

  useEffect(() => {
    // Manage was pressed: that button is gone with the banner, and the choice it asked for has the focus.
    if (mode === 'dialog' && previousMode.current === 'banner') dialog.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  if (mode === 'dialog') {
    return (
      <dialog
        ref={dialog}
        open
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={clsx(card.card, styles.panel, styles.dialog)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDecline();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {intl.formatMessage(messages.description)}
        </p>
        <a href={policyHref} className={styles.policy}>
          {intl.formatMessage(messages.policy)}
        </a>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDecline}>
            {intl.formatMessage(messages.decline)}
          </Button>
          <Button onClick={onAccept}>{intl.formatMessage(messages.accept)}</Button>
        </div>
      </dialog>
    );
  }

  if (mode === 'banner') {
    return (
      <section
        aria-label={intl.formatMessage(messages.bannerLabel)}
        className={clsx(card.card, splitRow.splitRow, styles.panel)}
      >
        <p role="status" className={styles.bannerText}>
          {intl.formatMessage(messages.accepted)}
        </p>
        <div className={styles.bannerActions}>
          <Button variant="secondary" size="sm" onClick={onManage}>
            {intl.formatMessage(messages.manage)}
          </Button>
          <Button variant="ghost" size="sm" onClick={onReset}>
            {intl.formatMessage(messages.reset)}
          </Button>
        </div>
      </section>
    );
  }

  return null;
}
