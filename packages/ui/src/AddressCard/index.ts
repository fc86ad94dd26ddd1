export type { AddressCardProps, AddressPurpose } from './AddressCard.tsx';
export { AddressCard } from './AddressCard.tsx';
