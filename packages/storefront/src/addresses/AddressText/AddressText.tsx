import type { components } from '@probuild/api-client';
import styles from './AddressText.module.css';

type ShippingAddress = components['schemas']['ShippingAddress'];

/**
 * A saved address as the shop shows it wherever an order goes: the name, the address and the phone,
 * each as the server formats it (`fullName`, `fullAddress`), so every part the server writes into
 * them shows here too.
 */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <address className={styles.address}>
      <span className={styles.name}>{address.fullName}</span>
      <span>{address.fullAddress}</span>
      <span>{address.phone}</span>
    </address>
  );
}
