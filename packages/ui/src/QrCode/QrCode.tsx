import { clsx } from 'clsx';
import { QRCodeSVG } from 'qrcode.react';
import styles from './QrCode.module.css';

export interface QrCodeProps {
  /** What the code holds: an otpauth:// link, a web address. */
  value: string;
  /** Says what scanning it does, for those who cannot see it. */
  label: string;
  /** Its side in CSS pixels (on a white square with a quiet zone, which scanners need). */
  size?: number;
  className?: string;
}

/** A QR code drawn as SVG: dark modules on white whatever the theme, as phone cameras read best. */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={4}
      level="M"
      title={label}
      role="img"
      aria-label={label}
      className={clsx(styles.code, className)}
    />
  );
}
