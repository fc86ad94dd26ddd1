import { valuesOf } from '../contractEnums.ts';
import type { components } from './schema';

type Schemas = components['schemas'];
export type FulfilmentStage = Schemas['FulfilmentStage'];
export type Carrier = Schemas['Carrier'];
export type StaffRole = Schemas['StaffRole'];

/** The staff roles, from the most trusted; what each may do is the server's permission table. */
export const STAFF_ROLES = valuesOf<StaffRole>()(['owner', 'manager', 'packer', 'editor']);

/**
 * Where a paid order is. Delivery: paid → packing → shipped → delivered; pickup: paid → packing →
 * ready_for_pickup → picked_up.
 */
export const FULFILMENT_STAGES = valuesOf<FulfilmentStage>()([
  'paid',
  'packing',
  'shipped',
  'delivered',
  'ready_for_pickup',
  'picked_up',
]);

/** The carriers the shop ships with, in the order staff pick from. */
export const CARRIERS = valuesOf<Carrier>()([
  'thailand_post',
  'kerry_express',
  'flash_express',
  'jt_express',
  'dhl',
  'scg_express',
  'nim_express',
  'best_express',
]);
