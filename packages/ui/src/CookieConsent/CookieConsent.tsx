import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
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
  /** Also called when the dialog is closed without a choice (close button, Escape, backdrop). */
  onDecline: () => void;
  /** The banner's Manage button: choose again in the dialog. */
  onManage: () => void;
  /** The banner's Reset button: forget the choice. */
  onReset: () => void;
}

/** Cookie consent: a dialog with Accept and Decline, and after accepting a banner with Manage and Reset. */
export function CookieConsent({
  mode,
  policyHref,
  onAccept,
  onDecline,
  onManage,
  onReset,
}: CookieConsentProps) {
  const intl = useIntl();

  return (
    <>
      <Dialog
        size="sm"
        open={mode === 'dialog'}
        // The dialog is only ever closed by the user here: no choice made counts as no consent.
        onOpenChange={(open) => {
          if (!open) onDecline();
        }}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        footer={
          <>
            <Button variant="secondary" onClick={onDecline}>
              {intl.formatMessage(messages.decline)}
            </Button>
            <Button onClick={onAccept}>{intl.formatMessage(messages.accept)}</Button>
          </>
        }
      >
        <a href={policyHref} className={styles.policy}>
          {intl.formatMessage(messages.policy)}
        </a>
      </Dialog>

      {mode === 'banner' && (
        <section aria-label={intl.formatMessage(messages.bannerLabel)} className={styles.banner}>
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
      )}
    </>
  );
}
