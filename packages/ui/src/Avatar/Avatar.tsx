import { clsx } from 'clsx';
import { Avatar as RadixAvatar } from 'radix-ui';
import { useIntl } from 'react-intl';
import { UserGlyph } from '../icons/glyphs.tsx';
import styles from './Avatar.module.css';
import { messages } from './messages.ts';

export interface AvatarProps {
  /** The profile picture; while it loads or when it fails, initials (or an icon) show instead. */
  src?: string | null;
  firstName?: string;
  lastName?: string;
  /** The accessible name; defaults to the full name. Pass "" when a name is already written beside it. */
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

// Thai leading vowels (เ แ โ ใ ไ) are written before the consonant they follow in speech: skip them.
const thaiLeadingVowels = /^[\u0E40-\u0E44]+/;

/** The first letter of a name: "Somchai" → "S", "เอกชัย" → "อ". */
function initialOf(name: string | undefined) {
  const letters = name?.trim().replace(thaiLeadingVowels, '');
  return letters ? Array.from(letters)[0]?.toLocaleUpperCase() : '';
}

/** A customer's picture, else the initials of their first and last name, else a generic person icon. */
export function Avatar({ src, firstName, lastName, alt, size = 'md', className }: AvatarProps) {
  const intl = useIntl();
  const initials = `${initialOf(firstName)}${initialOf(lastName)}`;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  const name = alt ?? (fullName || intl.formatMessage(messages.anonymous));
  const decorative = name === '';

  return (
    <RadixAvatar.Root
      data-size={size}
      className={clsx(styles.avatar, className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {src && <RadixAvatar.Image src={src} alt="" className={styles.image} />}
      <RadixAvatar.Fallback className={styles.fallback}>
        {initials || <UserGlyph size={size === 'lg' ? 40 : size === 'md' ? 24 : 16} />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
