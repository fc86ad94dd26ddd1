import { clsx } from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CopyGlyph, EditGlyph, TrashGlyph } from '../icons/controlGlyphs.tsx';
import card from '../styles/card.module.css';
import listStyles from '../styles/list.module.css';
import styles from './AddressCard.module.css';
import { messages } from './messages.ts';

export type AddressPurpose = 'shipping' | 'taxInvoice';

export interface AddressCardProps {
  /** Ready to show (the contract's fullName, fullAddress). */
  fullName: string;
  fullAddress: string;
  phone: string;
  /** What the address is for; an empty list counts as shipping. */
  purposes: AddressPurpose[];
  isDefault: boolean;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The action in progress: its button spins and ignores clicks. */
  busyAction?: 'copy' | 'edit' | 'delete' | null;
  className?: string;
}

/** A saved address in the account area: name, address, phone, purpose and default badges, copy/edit/delete. */
export function AddressCard({
  fullName,
  fullAddress,
  phone,
  purposes,
  isDefault,
  onCopy,
  onEdit,
  onDelete,
  busyAction = null,
  className,
}: AddressCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const shownPurposes: AddressPurpose[] = purposes.length > 0 ? purposes : ['shipping'];
  const actions = [
    { action: 'copy', Glyph: CopyGlyph, onClick: onCopy },
    { action: 'edit', Glyph: EditGlyph, onClick: onEdit },
    { action: 'delete', Glyph: TrashGlyph, onClick: onDelete },
  ] as const;

  return (
    <article
      aria-labelledby={nameId}
      className={clsx(card.card, styles.card, isDefault && styles.default, className)}
    >
      <div className={styles.top}>
        <h3 id={nameId} className={styles.name}>
          {fullName}
        </h3>
        <div className={styles.actions}>
          {actions.map(({ action, Glyph, onClick }) => (
            <IconButton
              key={action}
              size="sm"
              label={intl.formatMessage(messages[action], { name: fullName })}
              icon={<Glyph size={18} />}
              busy={busyAction === action}
              className={action === 'delete' ? styles.delete : undefined}
              onClick={onClick}
            />
          ))}
        </div>
      </div>
      <ul className={clsx(listStyles.bare, styles.badges)} aria-label={intl.formatMessage(messages.badges)}>
        {isDefault && (
          <li>
            <Badge tone="brand" size="sm">
              {intl.formatMessage(messages.default)}
            </Badge>
          </li>
        )}
        {shownPurposes.map((purpose) => (
          <li key={purpose}>
            <Badge tone={purpose === 'shipping' ? 'info' : 'neutral'} size="sm">
              {intl.formatMessage(messages[purpose])}
            </Badge>
          </li>
        ))}
      </ul>
      <p className={styles.address}>{fullAddress}</p>
      <p className={styles.phone}>{intl.formatMessage(messages.phone, { phone })}</p>
    </article>
  );
}
