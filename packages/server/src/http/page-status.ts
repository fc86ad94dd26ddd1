import { and, eq, sql } from 'drizzle-orm';
import { categoryIndexLoader } from '../catalogue/category-index.ts';
import { canonicalSku } from '../catalogue/product-detail.ts';
import type { Database } from '../db/open.ts';
import { brands, products, promotions } from '../db/schema/index.ts';

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

/** The shop's name at the end of every page title. */
const SHOP_TITLE = 'ProBuild Computer';

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;

/** The head of a page that is not a product: title, description, canonical address, Open Graph. */
function pageHead(url: string, name: string, description: string): NonNullable<PageHead['head']> {
  const title = `${name} | ${SHOP_TITLE}`;
  const extra = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('og:type', 'website'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:locale', 'th_TH'),
  ].join('');
  return { title, description, extra };
}

/** A path segment as the address carries it, decoded; null when it is not valid percent-encoding. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A route's page as search engines and link previews read it. A product, category, brand or
 * promotion the shop does not have is a 404 (the app shows its not-found view). A known product's
 * page carries its title, description, canonical address, Open Graph tags and a schema.org Product
 * with its Offer (THB price, stock); a list page and /comset their title, description, canonical
 * address (Thai names, the shop's default language) and Open Graph tags. Other routes keep the
 * app's head. Addresses are absolute, from PUBLIC_URL when set.
 */
export function pageDescriber(database: Database, publicUrl: string | null) {
  const { db } = database;
  const categoryIndex = categoryIndexLoader(db);
  const notFound: PageHead = { found: false, head: null };

  async function categoryPage(origin: string, segments: string[]): Promise<PageHead> {
    const decoded = segments.map(decodedSegment);
    if (decoded.some((segment) => segment === null)) return notFound;
    const index = await categoryIndex();
    const category = index.resolvePath(decoded.join('/'));
    if (!category) return notFound;
    const path = index
      .pathTo(category.key)
      .map((row) => encodeURIComponent(row.nameTh))
      .join('/');
    return {
      found: true,
      head: pageHead(
        `${origin}/category/${path}`,
        category.nameTh,
        `${category.nameTh} (${category.nameEn}) ${category.productCount} รายการ ราคาจากร้าน พร้อมกรองตามราคา ยี่ห้อ และสเปก`,
      ),
    };
  }

  async function brandPage(origin: string, segment: string): Promise<PageHead> {
    const wanted = decodedSegment(segment)?.trim().toLowerCase();
    if (!wanted) return notFound;
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(sql`${brands.key} = ${wanted} or lower(${brands.name}) = ${wanted}`)
      .limit(1);
    if (!brand) return notFound;
    return {
      found: true,
      head: pageHead(
        `${origin}/brand/${encodeURIComponent(brand.name)}`,
        brand.name,
        `สินค้า ${brand.name} ทั้งหมดที่ร้าน ProBuild พร้อมกรองตามราคา หมวดหมู่ และสเปก`,
      ),
    };
  }

  async function promotionPage(origin: string, segment: string): Promise<PageHead> {
    const wanted = decodedSegment(segment)?.trim().toLowerCase();
    if (!wanted) return notFound;
    const [promotion] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.key, wanted), eq(promotions.status, 'active')))
      .limit(1);
    if (!promotion) return notFound;
    return {
      found: true,
      head: pageHead(
        `${origin}/promotion/${encodeURIComponent(promotion.key)}`,
        promotion.titleTh,
        promotion.subTitleTh,
      ),
    };
  }

  async function productPage(origin: string, encoded: string): Promise<PageHead> {
    let sku: string;
    try {
      sku = canonicalSku(decodeURIComponent(encoded));
    } catch {
      return notFound;
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
    if (!product) return notFound;

    const url = `${origin}/product/${encodeURIComponent(product.sku)}`;
    const images = product.images.map((image) => new URL(image, origin).href);
    const title = `${product.name} | ${SHOP_TITLE}`;
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
  }

  return async (path: string, requestOrigin: string): Promise<PageHead> => {
    const origin = publicUrl ?? requestOrigin;
    const [, route = '', ...rest] = path.replace(/\/+$/, '').split('/');
    const segments = rest.filter(Boolean);
    if (route === 'product' && segments.length === 1) return productPage(origin, segments[0] as string);
    if (route === 'category' && segments.length >= 1 && segments.length <= 3)
      return categoryPage(origin, segments);
    if (route === 'brand' && segments.length === 1) return brandPage(origin, segments[0] as string);
    if (route === 'promotion' && segments.length === 1) return promotionPage(origin, segments[0] as string);
    if (route === 'comset' && segments.length === 0) {
      return {
        found: true,
        head: pageHead(
          `${origin}/comset`,
          'คอมเซ็ต',
          'คอมเซ็ตประกอบและทดสอบแล้วจาก ProBuild เล่นเกม สตรีม กราฟิก ตัดต่อวิดีโอ และทำงาน เลือกสเปกเองได้ รับประกันทั้งเครื่อง 2 ปี',
        ),
      };
    }
    return { found: true, head: null };
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
