import { STORAGE_KEYS } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { describe, expect, it } from 'vitest';
import { isRenderedVisitor, renderedFor } from './renderedVisitor.ts';

const home = { pathname: '/', search: '' };

const signedIn = (customer: object) =>
  memoryStorage({
    [STORAGE_KEYS.customerToken]: 'token',
    [STORAGE_KEYS.customerData]: JSON.stringify(customer),
  });

describe('the visitor a server-rendered page was made for', () => {
  it('is read from the head, and is a signed-out visitor without it', () => {
    const head = (content: string | null) => ({
      querySelector: (selector: string) =>
        selector === 'meta[name="rendered-for"]' && content !== null
          ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as Element)
          : null,
    });
    expect(renderedFor(head(null))).toBeNull();
    expect(renderedFor(head('c1'))).toBe('c1');
  });

  it('for a signed-out render: a visitor with no stored session and no social login completing', () => {
    const tab = memoryStorage();
    expect(isRenderedVisitor(memoryStorage(), tab, null, home)).toBe(true);
    expect(isRenderedVisitor(signedIn({ _id: 'c1' }), tab, null, home)).toBe(false);
    expect(isRenderedVisitor(memoryStorage({ [STORAGE_KEYS.socialLoginToken]: 't' }), tab, null, home)).toBe(
      false,
    );
  });

  it("for a shopper's render: that shopper, by either form of id, with no checkout to resume", () => {
    const tab = memoryStorage();
    expect(isRenderedVisitor(signedIn({ _id: 'c1' }), tab, 'c1', home)).toBe(true);
    expect(isRenderedVisitor(signedIn({ id: 'c1' }), tab, 'c1', home)).toBe(true);
    expect(isRenderedVisitor(signedIn({ _id: 'c2' }), tab, 'c1', home)).toBe(false);
    expect(isRenderedVisitor(memoryStorage(), tab, 'c1', home)).toBe(false);
    expect(isRenderedVisitor(memoryStorage({ [STORAGE_KEYS.customerToken]: 'token' }), tab, 'c1', home)).toBe(
      false,
    );
    const corrupt = memoryStorage({
      [STORAGE_KEYS.customerToken]: 'token',
      [STORAGE_KEYS.customerData]: '{not json',
    });
    expect(isRenderedVisitor(corrupt, tab, 'c1', home)).toBe(false);
    const resuming = memoryStorage({ [STORAGE_KEYS.checkoutProgress]: '{}' });
    expect(isRenderedVisitor(signedIn({ _id: 'c1' }), resuming, 'c1', home)).toBe(false);
  });

  it('for a visitor on the builder: one with no build of their own kept, or on a share link', () => {
    const tab = memoryStorage();
    const builder = { pathname: '/specAdd', search: '' };
    const keeping = memoryStorage({ [STORAGE_KEYS.specBuild]: '{}' });
    expect(isRenderedVisitor(memoryStorage(), tab, null, builder)).toBe(true);
    expect(isRenderedVisitor(keeping, tab, null, builder)).toBe(false);
    expect(isRenderedVisitor(keeping, tab, null, { pathname: '/specAdd', search: '?build=abc' })).toBe(true);
    expect(isRenderedVisitor(keeping, tab, null, home)).toBe(true);
  });
});
