import type { StaffRole } from '@probuild/api-client/backoffice/enums';
import type { components } from '@probuild/api-client/backoffice/schema';

export type { StaffRole };
export type Permission = components['schemas']['Permission'];

/**
 * What each role may do: the one table every back-office operation is checked against (an
 * operation's contract scope names the permission it needs).
 */
export const PERMISSIONS: Record<Permission, readonly StaffRole[]> = {
  /** Create staff, change their roles, deactivate them, end their sessions. */
  'staff.manage': ['owner'],
  /** Read the audit log. */
  'audit.read': ['owner'],
  /** See the order queue and orders. */
  'orders.read': ['owner', 'manager', 'packer'],
  /** Pack (serials), ship (carrier, tracking) and mark delivered. */
  'orders.fulfil': ['owner', 'manager', 'packer'],
  /** Cancel and refund orders. */
  'orders.refund': ['owner', 'manager'],
  /** Edit products, prices and stock. */
  'catalogue.edit': ['owner', 'manager', 'editor'],
  /** Edit the home page, pages and other content. */
  'content.edit': ['owner', 'manager', 'editor'],
  /** Create and change discount codes. */
  'discounts.manage': ['owner', 'manager'],
  /**
   * Search customers and read their profiles, orders and addresses. Packers see the customer of
   * each order they pack through orders.read; browsing the whole customer base is for owners and
   * managers only.
   */
  'customers.read': ['owner', 'manager'],
  /** Suspend and reactivate customers. */
  'customers.manage': ['owner', 'manager'],
  /** The dashboard's sales, orders by state, low stock and best sellers. */
  'sales.read': ['owner', 'manager'],
};

/** Roles that must prove a second factor (TOTP) to sign in. */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['owner', 'manager'];

export function mayDo(role: StaffRole, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}

/** Every permission of a role, in the table's order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => mayDo(role, permission));
}
