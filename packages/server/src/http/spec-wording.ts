import type { ValidationIssue } from './validation.ts';

/**
 * Messages the specification words itself for input the contract's schema already refuses. The
 * answer stays the validator's 400 VALIDATION_FAILED with its details; only the message changes.
 */
export function specWording(method: string, routeUrl: string, issues: ValidationIssue[]): string | undefined {
  const quantityBelowOne = issues.some(
    (issue) => /(^|\/)quantity$/.test(issue.path) && issue.message === 'must be >= 1',
  );
  if (quantityBelowOne && method === 'PUT' && routeUrl.endsWith('/cart/:cartId/item/:productId')) {
    return 'จำนวนสินค้าต้องมากกว่า 0';
  }
  if (quantityBelowOne && method === 'POST' && /\/cart\/add(-many)?\/:customerId$/.test(routeUrl)) {
    return 'Quantity must be greater than 0';
  }
  // A blank serial number (missing, empty or spaces only); a too long one keeps the validator's words.
  const blankSerial = issues.some(
    (issue) => issue.path === '/serialNumber' && !issue.message.includes('more than'),
  );
  if (blankSerial && method === 'POST' && routeUrl.endsWith('/after-sales/check-warranty')) {
    return 'please enter Serial Number';
  }
  return undefined;
}
