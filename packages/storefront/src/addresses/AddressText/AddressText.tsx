import type { components } from '@probuild/api-client';
import stack from '@probuild/ui/styles/stack.module.css';
import { useAddressName } from '../useAddressName.ts';
import styles from './AddressText.module.css';

type ShippingAddress = components['schemas']['ShippingAddress'];

/**
 * A saved address as the shop shows it wherever an order goes: the name in the page's language
 * (useAddressName), the address as the server formats it (`fullAddress`) and the phone.
 */
export function AddressText({ address }: { address: ShippingAddress }) {
  const nameOf = useAddressName();
  return (
    <address className={`${stack.gap1} ${styles.address}`}>
      <span className={styles.name}>{nameOf(address)}</span>
      <span>{address.fullAddress}</span>
      <span>{address.phone}</span>
    </address>
  );
}
