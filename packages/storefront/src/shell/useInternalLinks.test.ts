import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { inAppAddress, type LinkClick } from './useInternalLinks.ts';

const ORIGIN = 'https://shop.example';
const here = { origin: ORIGIN, pathname: '/cart', search: '' };
/** wouter's own parser, the router's unless it is given another. */
const parser = parse;

const leftClick: LinkClick['event'] = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

/** A link to `href` (resolved against the shop), with its target and download attributes. */
function click(
  href: string,
  {
    target = '',
    download = false,
    event = {},
  }: { target?: string; download?: boolean; event?: Partial<LinkClick['event']> } = {},
): LinkClick {
  const { origin, pathname, search, hash } = new URL(href, ORIGIN);
  return {
    event: { ...leftClick, ...event },
    link: { origin, pathname, search, hash, target, hasAttribute: (name) => name === 'download' && download },
  };
}

describe('links the app opens itself', () => {
  it('opens a link to one of its pages in place, with its query and fragment', () => {
    expect(inAppAddress(click('/product/CPU-001?tab=spec#reviews'), here, parser)).toBe(
      '/product/CPU-001?tab=spec#reviews',
    );
    expect(inAppAddress(click('/orders'), here, parser)).toBe('/orders');
    expect(inAppAddress(click('/category/cpu/intel'), here, parser)).toBe('/category/cpu/intel');
    expect(inAppAddress(click('/payment/success?checkout_id=chk_1'), here, parser)).toBe(
      '/payment/success?checkout_id=chk_1',
    );
  });

  it("leaves addresses that are none of the app's pages to the browser: the API, a provider's page, files", () => {
    expect(inAppAddress(click('/api/v1/payments/test-provider/chk_7f8e9d0c1b2a'), here, parser)).toBeNull();
    expect(inAppAddress(click(`${ORIGIN}/api/v1/payments/test-provider/chk_1`), here, parser)).toBeNull();
    expect(inAppAddress(click('/sitemap.xml'), here, parser)).toBeNull();
    expect(inAppAddress(click('/uploads/manual.pdf'), here, parser)).toBeNull();
    // A page's path with more after it is no page of the app either.
    expect(inAppAddress(click('/orders/extra'), here, parser)).toBeNull();
  });

  it('leaves other origins, new tabs, downloads and modified or other-button clicks to the browser', () => {
    expect(inAppAddress(click('https://other.example/orders'), here, parser)).toBeNull();
    expect(inAppAddress(click('/orders', { target: '_blank' }), here, parser)).toBeNull();
    expect(inAppAddress(click('/orders', { target: '_self' }), here, parser)).toBe('/orders');
    expect(inAppAddress(click('/orders', { download: true }), here, parser)).toBeNull();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(
        inAppAddress(click('/orders', { event: { [modifier]: true } }), here, parser),
        modifier,
      ).toBeNull();
    }
    expect(inAppAddress(click('/orders', { event: { button: 1 } }), here, parser)).toBeNull();
    expect(inAppAddress(click('/orders', { event: { defaultPrevented: true } }), here, parser)).toBeNull();
  });

  it('leaves a jump to a place on the same page to the browser, which scrolls there', () => {
    expect(inAppAddress(click('/cart#summary'), here, parser)).toBeNull();
    expect(inAppAddress(click('/orders#latest'), here, parser)).toBe('/orders#latest');
  });
});
