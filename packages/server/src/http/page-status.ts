import { eq } from 'drizzle-orm';
import { canonicalSku } from '../catalogue/product-detail.ts';
import type { Database } from '../db/open.ts';
import { brands, products } from '../db/schema/index.ts';

/** A product page's path: its SKU as the address carries it. */
const PRODUCT_PAGE = /^\/product\/([^/?#]+)\/?$/i;

/** What the server knows of a route's page before the app runs: whether it exists, and its head. */
export interface PageHead {
  found: boolean;
  /** The page's own <title>, description and the rest of its head (HTML), when it has any. */
  head: { title: string; description: string; extra: string } | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script> element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A route's page as search engines and link previews read it: a product page of an unknown SKU is a
 * 404 (the app shows its not-found view); a known product's page carries its title, description,
 * canonical address, Open Graph tags and a schema.org Product with its Offer (THB price, stock).
 * Other routes exist and keep the app's head. Addresses are absolute, from PUBLIC_URL when set.
 */
export function pageDescriber({ db }: Database, publicUrl: string | null) {
  return async (path: string, requestOrigin: string): Promise<PageHead> => {
    const origin = publicUrl ?? requestOrigin;
    const encoded = PRODUCT_PAGE.exec(path)?.[1];
    if (encoded === undefined) return { found: true, head: null };
    let sku: string;
    try {
      sku = canonicalSku(decodeURIComponent(encoded));
    } catch {
      return { found: false, head: null };
    }
    const [product] = await db
      .select({
        sku: products.sku,
        name: products.nameTh,
        description: products.shortDescTh,
        price: products.effectivePrice,
        stock: products.stock,
        images: products.images,
        brand: brands.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.key, products.brandKey))
      .where(eq(products.sku, sku))
      .limit(1);
    if (!product) return { found: false, head: null };

    const url = `${origin}/product/${encodeURIComponent(product.sku)}`;
    const images = product.images.map((image) => new URL(image, origin).href);
    const title = `${product.name} | ProBuild Computer`;
    const structured = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      image: images,
      brand: { '@type': 'Brand', name: product.brand },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'THB',
        // Satang to baht, as schema.org wants the price: the server's own figure, in the page's head.
        price: (product.price / 100).toFixed(2),
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    };
    const meta = (property: string, content: string) =>
      `<meta property="${property}" content="${escapeHtml(content)}">`;
    const extra = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('og:type', 'product'),
      meta('og:title', title),
      meta('og:description', product.description),
      meta('og:url', url),
      ...(images[0] ? [meta('og:image', images[0])] : []),
      meta('og:locale', 'th_TH'),
      `<script type="application/ld+json">${scriptJson(structured)}</script>`,
    ].join('');
    return { found: true, head: { title, description: product.description, extra } };
  };
}

/** index.html with a page's own title, description and head elements. */
export function withPageHead(indexHtml: string, head: NonNullable<PageHead['head']>): string {
  const escaped = { title: escapeHtml(head.title), description: escapeHtml(head.description) };
  // Replaced by functions: a replacement string would read `$&` and the like in the content.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped.title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escaped.description}">`,
    )
    .replace('</head>', () => `${head.extra}</head>`);
}
