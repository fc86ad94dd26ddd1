import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * A contract enum's values as a list the code can walk (radio options, database enums, checks of
 * stored input). It compiles only when the list holds every value of the contract's schema and no
 * other, so a value added to the contract is a compile error until each list has it.
 */
export const valuesOf =
  <Value extends string>() =>
  <const List extends readonly Value[]>(
    list: List & ([Value] extends [List[number]] ? unknown : { missing: Exclude<Value, List[number]> }),
  ): List =>
    list;

export const SHIPPING_METHODS = valuesOf<Schemas['ShippingMethod']>()(['normal', 'pickup']);
export const PAYMENT_METHODS = valuesOf<Schemas['PaymentMethod']>()([
  'credit_card',
  'promptpay',
  'internet_banking',
  'truemoney',
]);
export const ORDER_STATES = valuesOf<Schemas['OrderState']>()(['wait', 'inprogress', 'success', 'cancelled']);
export const PAYMENT_FAILURE_CODES = valuesOf<Schemas['PaymentFailureCode']>()([
  'declined',
  'insufficient_funds',
  'invalid_security_code',
  'provider_unavailable',
  'already_paid',
  'paid_too_late',
  'amount_mismatch',
]);
export const ADDRESS_PURPOSES = valuesOf<Schemas['AddressPurpose']>()(['shipping', 'taxInvoice']);

export type ShippingMethod = Schemas['ShippingMethod'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type OrderState = Schemas['OrderState'];
export type AddressPurpose = Schemas['AddressPurpose'];
export type PaymentFailureCode = Schemas['PaymentFailureCode'];

/** Whether a value (from storage, a query string, an older answer) is one of a contract enum's. */
export const isOneOf = <Value extends string>(list: readonly Value[], value: unknown): value is Value =>
  (list as readonly unknown[]).includes(value);
