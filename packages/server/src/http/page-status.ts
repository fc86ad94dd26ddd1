import { LANGUAGE_PARAM, type Locale, SHOP_NAME } from '@probuild/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { categoryIndexLoader } from '../catalogue/category-index.ts';
import { parseSku } from '../catalogue/sku.ts';
import type { Database } from '../db/open.ts';
import { brands, products, promotions } from '../db/schema/index.ts';
import { productPath } from './storefront-routes.ts';

/** What the server knows of a route's page before the app runs: whether it exists, and its head. */
export interface PageHead {
  found: boolean;
  /** The page's own <title>, description and the rest of its head (HTML), when it has any. */
  head: { title: string; description: string; extra: string; locale: Locale } | null;
}

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script> element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shop's name at the end of every page title. */

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

type Texts = { th: string; en: string };
const inLocale = (texts: Texts, locale: Locale) => texts[locale];

interface PageFacts {
  /** The page's absolute address in Thai, the shop's default language. */
  address: string;
  locale: Locale;
  name: Texts;
  description: Texts;
  type: 'website' | 'product';
  image?: string;
  /** schema.org data of the page, in its language. */
  structured?: (name: string, description: string, url: string) => unknown;
}

/**
 * A page's head in its language: title, description, the canonical address of that language
 * (`?lang=en` for English), both languages as alternates (Thai the default), Open Graph tags and
 * any schema.org data.
 */
function headOf(page: PageFacts): NonNullable<PageHead['head']> {
  const english = `${page.address}?${LANGUAGE_PARAM}=en`;
  const url = page.locale === 'en' ? english : page.address;
  const name = inLocale(page.name, page.locale);
  const description = inLocale(page.description, page.locale);
  const title = `${name} | ${SHOP_NAME}`;
  const structured = page.structured?.(name, description, url);
  const extra = [
    link('canonical', url),
    link('alternate', page.address, 'th'),
    link('alternate', english, 'en'),
    link('alternate', page.address, 'x-default'),
    meta('og:type', page.type),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    ...(page.image ? [meta('og:image', page.image)] : []),
    meta('og:locale', page.locale === 'en' ? 'en_US' : 'th_TH'),
    ...(structured ? [`<script type="application/ld+json">${scriptJson(structured)}</script>`] : []),
  ].join('');
  return { title, description, extra, locale: page.locale };
}

/** A path segment as the address carries it, decoded; null when it is not valid percent-encoding. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The pages of a fixed address that the server renders, by their path's one segment. */
const FIXED_PAGES = new Map<string, Pick<PageFacts, 'name' | 'description'>>([
  [
    'comset',
    {
      name: { th: 'คอมเซ็ต', en: 'Computer sets' },
      description: {
        th: 'คอมเซ็ตที่ ProBuild ประกอบและทดสอบแล้ว สำหรับเล่นเกม สตรีม กราฟิก ตัดต่อวิดีโอ และทำงาน เลือกสเปกเองได้ รับประกันทั้งเครื่อง 2 ปี',
        en: 'Computer sets ProBuild builds and tests, for gaming, streaming, graphics, video editing and work; choose the parts, with a two-year warranty on the whole PC.',
      },
    },
  ],
  [
    'specAdd',
    {
      name: { th: 'จัดสเปกคอม', en: 'Build a PC' },
      description: {
        th: 'จัดสเปกคอมเองจากสินค้าจริงในร้าน ตรวจความเข้ากันได้ของทุกชิ้น ประเมินกำลังไฟ ราคารวมจากร้าน แชร์สเปก แล้วใส่ตะกร้าได้ในครั้งเดียว',
        en: 'Plan a whole PC from the parts in stock: every part checked for compatibility, the power draw estimated and the total priced by the shop; share the build, then add it to the cart in one step.',
      },
    },
  ],
]);

/**
 * The head of the search results page: its name in the page's language, and noindex (results
 * pages are for shoppers and shared links, not for search engines), so no canonical address.
 */
function searchResultsHead(locale: Locale): NonNullable<PageHead['head']> {
  const name = inLocale({ th: 'ผลการค้นหา', en: 'Search results' }, locale);
  const description = inLocale(
    {
      th: 'ผลการค้นหาสินค้าที่ ProBuild กรองตามราคา ยี่ห้อ และสเปกได้',
      en: 'Products found at ProBuild, to filter by price, brand and specification.',
    },
    locale,
  );
  return {
    title: `${name} | ${SHOP_NAME}`,
    description,
    extra: '<meta name="robots" content="noindex">',
    locale,
  };
}

/**
 * A route's page as search engines and link previews read it, in the language its address asks for
 * (Thai unless `?lang=en`). A product, category, brand or promotion the shop does not have is a 404
 * (the app shows its not-found view). A known product's page carries its title, description,
 * canonical address, th/en alternates, Open Graph tags and a schema.org Product with its Offer (THB
 * price, stock); a list page, /comset and the builder the same but the Product; the search results
 * page its name and noindex. Other routes keep
 * the app's head. Addresses are absolute, on the shop's own origin; a category's is written in Thai
 * names.
 */
export function pageDescriber(database: Database, origin: string) {
  const { db } = database;
  const categoryIndex = categoryIndexLoader(db);
  const notFound: PageHead = { found: false, head: null };
  const found = (page: PageFacts): PageHead => ({ found: true, head: headOf(page) });

  async function categoryPage(origin: string, locale: Locale, segments: string[]): Promise<PageHead> {
    const decoded = segments.map(decodedSegment);
    if (decoded.some((segment) => segment === null)) return notFound;
    const index = await categoryIndex();
    const category = index.resolvePath(decoded.join('/'));
    if (!category) return notFound;
    const path = index
      .pathTo(category.key)
      .map((row) => encodeURIComponent(row.nameTh))
      .join('/');
    const count = category.productCount;
    return found({
      address: `${origin}/category/${path}`,
      locale,
      type: 'website',
      name: { th: category.nameTh, en: category.nameEn },
      description: {
        th: `${category.nameTh} ${count} รายการที่ ProBuild กรองตามราคา ยี่ห้อ และสเปกได้`,
        en: `${category.nameEn}: ${count} products at ProBuild, to filter by price, brand and specification.`,
      },
    });
  }

  async function brandPage(origin: string, locale: Locale, segment: string): Promise<PageHead> {
    const wanted = decodedSegment(segment)?.trim().toLowerCase();
    if (!wanted) return notFound;
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(sql`${brands.key} = ${wanted} or lower(${brands.name}) = ${wanted}`)
      .limit(1);
    if (!brand) return notFound;
    return found({
      address: `${origin}/brand/${encodeURIComponent(brand.name)}`,
      locale,
      type: 'website',
      name: { th: brand.name, en: brand.name },
      description: {
        th: `สินค้า ${brand.name} ทั้งหมดที่ ProBuild กรองตามราคา หมวดหมู่ และสเปกได้`,
        en: `Every ${brand.name} product at ProBuild, to filter by price, category and specification.`,
      },
    });
  }

  async function promotionPage(origin: string, locale: Locale, segment: string): Promise<PageHead> {
    const wanted = decodedSegment(segment)?.trim().toLowerCase();
    if (!wanted) return notFound;
    const [promotion] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.key, wanted), eq(promotions.status, 'active')))
      .limit(1);
    if (!promotion) return notFound;
    return found({
      address: `${origin}/promotion/${encodeURIComponent(promotion.key)}`,
      locale,
      type: 'website',
      name: { th: promotion.titleTh, en: promotion.titleEn },
      description: { th: promotion.subTitleTh, en: promotion.subTitleEn },
    });
  }

  async function productPage(origin: string, locale: Locale, encoded: string): Promise<PageHead> {
    let sku: string;
    try {
      sku = parseSku(decodeURIComponent(encoded));
    } catch {
      return notFound;
    }
    const [product] = await db
      .select({
        sku: products.sku,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        descriptionTh: products.shortDescTh,
        descriptionEn: products.shortDescEn,
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
    const images = product.images.map((image) => new URL(image, origin).href);
    return found({
      address: `${origin}${productPath(product.sku)}`,
      locale,
      type: 'product',
      name: { th: product.nameTh, en: product.nameEn },
      description: { th: product.descriptionTh, en: product.descriptionEn },
      image: images[0],
      structured: (name, description, url) => ({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        sku: product.sku,
        description,
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
      }),
    });
  }

  return async (path: string, locale: Locale): Promise<PageHead> => {
    const [, route = '', ...rest] = path.replace(/\/+$/, '').split('/');
    const segments = rest.filter(Boolean);
    const [first = ''] = segments;
    if (route === 'product' && segments.length === 1) return productPage(origin, locale, first);
    if (route === 'category' && segments.length >= 1 && segments.length <= 3) {
      return categoryPage(origin, locale, segments);
    }
    if (route === 'brand' && segments.length === 1) return brandPage(origin, locale, first);
    if (route === 'promotion' && segments.length === 1) return promotionPage(origin, locale, first);
    if (route === 'search' && segments.length === 0) return { found: true, head: searchResultsHead(locale) };
    const fixed = FIXED_PAGES.get(route);
    if (fixed && segments.length === 0) {
      return found({ address: `${origin}/${route}`, locale, type: 'website', ...fixed });
    }
    return { found: true, head: null };
  };
}

/** index.html with a page's own title, description and head elements. */
export function withPageHead(indexHtml: string, head: NonNullable<PageHead['head']>): string {
  const escaped = { title: escapeHtml(head.title), description: escapeHtml(head.description) };
  // Replaced by functions: a replacement string would read `$&` and the like in the content.
  return indexHtml
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${head.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped.title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escaped.description}">`,
    )
    .replace('</head>', () => `${head.extra}</head>`);
}
