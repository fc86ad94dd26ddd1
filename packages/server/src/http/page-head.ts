import { LANGUAGE_PARAM, type Locale, SHOP_NAME } from '@probuild/api-client';

/**
 * A page as search engines and link previews read it, as its route's loader gives it (the
 * storefront's serverRender/loadPage.ts), its texts in the page's language.
 */
export interface PageHead {
  name: string;
  description: string;
  /** The page's own address on the shop, without the language: `/product/CPU-001`. */
  path: string;
  type: 'website' | 'product';
  /** Search results: asked not to be indexed, with no canonical address. */
  noindex?: boolean;
  product?: { sku: string; images: string[]; brand: string; price: number; inStock: boolean };
}

/** A picture the page's first view shows: `media` as its <source> has it. */
export interface PreloadPicture {
  href: string;
  media?: string;
}

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script> element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

/**
 * The head's elements: the canonical address of the page's language (`?lang=en` for English), both
 * languages as alternates (Thai the default), Open Graph tags, and for a product a schema.org
 * Product with its Offer (THB price, stock). Addresses are absolute, on the shop's own origin.
 */
function headElements(head: PageHead, title: string, locale: Locale, origin: string): string {
  if (head.noindex) return '<meta name="robots" content="noindex">';
  const address = `${origin}${head.path}`;
  const english = `${address}?${LANGUAGE_PARAM}=en`;
  const url = locale === 'en' ? english : address;
  const product = head.product;
  const images = product?.images.map((image) => new URL(image, origin).href) ?? [];
  const structured = product && {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.name,
    sku: product.sku,
    description: head.description,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'THB',
      // Satang to baht, as schema.org wants the price: the server's own figure, in the page's head.
      price: (product.price / 100).toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return [
    link('canonical', url),
    link('alternate', address, 'th'),
    link('alternate', english, 'en'),
    link('alternate', address, 'x-default'),
    meta('og:type', head.type),
    meta('og:title', title),
    meta('og:description', head.description),
    meta('og:url', url),
    ...(images[0] ? [meta('og:image', images[0])] : []),
    meta('og:locale', locale === 'en' ? 'en_US' : 'th_TH'),
    ...(structured ? [`<script type="application/ld+json">${scriptJson(structured)}</script>`] : []),
  ].join('');
}

/**
 * index.html with the preloads of the page's first pictures after the title, the first requests, and
 * for a page with its own head, in the page's language with its title, description and head elements.
 */
export function withPageHead(
  indexHtml: string,
  { head, pictures }: { head: PageHead | null; pictures: PreloadPicture[] },
  locale: Locale,
  origin: string,
): string {
  const preloads = pictures.map(
    ({ href, media }) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''}>`,
  );
  // Replaced by functions: a replacement string would read `$&` and the like in the content.
  const html = indexHtml.replace('</title>', () => `</title>${preloads.join('')}`);
  if (!head) return html;
  const title = `${head.name} | ${SHOP_NAME}`;
  return html
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `${headElements(head, title, locale, origin)}</head>`);
}
