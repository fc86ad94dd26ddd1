import type { components } from '@probuild/api-client/schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  bundleCounts,
  type CartRow,
  cartItemView,
  cartView,
  ensureCart,
  lockCart,
  type PricedLine,
  pricedLines,
  productsBySku,
} from '../cart/cart-lines.ts';
import {
  type ComsetSelection,
  loadComsetOffer,
  normaliseSelection,
  priceSelection,
} from '../cart/comset-pricing.ts';
import { cartCompanions } from '../catalogue/product-detail.ts';
import { sessionOf } from '../customers/auth.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts, productBundles } from '../db/schema/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import {
  ensureWithinUnitLimit,
  MAX_UNITS_PER_PRODUCT,
  quantityLimit,
  raisedSkus,
} from '../orders/holding-limits.ts';
import { stockUnits } from '../orders/stock-units.ts';
import type { HandlerContext } from './context.ts';

type AddLine = components['schemas']['CartAddManyRequest']['items'][number] & {
  comset?: ComsetSelection;
};

const productNotFound = (sku: string, many: boolean) =>
  new HttpError(404, 'PRODUCT_NOT_FOUND', many ? `Product not found: ${sku}` : 'Product not found');
const invalidOption = (message: string) => new HttpError(422, 'INVALID_OPTION', message);

/**
 * Adds lines to a locked cart: a line of the same product, colour, bundle and configuration
 * grows, others are new. Afterwards no SKU may exceed its stock (all colours together) nor the
 * units a customer may hold; the caller's transaction is rolled back otherwise, so add-many is all
 * or nothing.
 */
async function addLines(tx: AppDatabase, cart: CartRow, lines: AddLine[]): Promise<void> {
  const before = await cartUnits(tx, cart.id);
  const many = lines.length > 1;
  const bySku = await productsBySku(
    tx,
    lines.map((line) => line.sku),
  );
  const requested = new Set(lines.map((line) => line.sku.toUpperCase()));
  for (const line of lines) {
    const product = bySku.get(line.sku.toUpperCase());
    if (!product) throw productNotFound(line.sku, many);
    const configuration = await chosenConfiguration(tx, product, line.comset);
    const colorCode = chosenColour(product, line.selectedColor?.code);
    const bundleOf = line.bundleOf?.toUpperCase() ?? null;
    if (bundleOf !== null) await ensureBundleOffer(tx, bundleOf, product.sku, requested);
    // No colour asked for (the builder adds parts by SKU): the product's line already in the cart
    // grows, whatever its colour, so the same product is one line.
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.sku, product.sku),
          line.selectedColor === undefined
            ? undefined
            : colorCode === null
              ? isNull(cartItems.colorCode)
              : eq(cartItems.colorCode, colorCode),
          bundleOf === null ? isNull(cartItems.bundleOf) : eq(cartItems.bundleOf, bundleOf),
          configuration === null
            ? isNull(cartItems.configuration)
            : eq(cartItems.configuration, configuration),
        ),
      )
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .limit(1);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    // One line alone beyond the limit (a line stored before it): refused before it is written.
    if (quantity > MAX_UNITS_PER_PRODUCT) throw quantityLimit(product.sku, quantity, 0);
    const note = line.note?.length ? line.note : (existing?.note ?? '');
    if (existing) await tx.update(cartItems).set({ quantity, note }).where(eq(cartItems.id, existing.id));
    else
      await tx
        .insert(cartItems)
        .values({ cartId: cart.id, sku: product.sku, quantity, note, colorCode, bundleOf, configuration });
  }
  await ensureCartAllowed(tx, cart, before);
  for (const line of lines) {
    if (line.bundleOf)
      await ensureBundleCovered(tx, cart.id, line.bundleOf.toUpperCase(), line.sku.toUpperCase());
  }
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
}

/**
 * 422 `BUNDLE_LIMIT` when more of an add-on would be at its bundle price than the cart holds of the
 * product it comes with: one add-on per main product. (Lowering the main product is allowed: the
 * add-on then costs its own price, which the cart shows.)
 */
async function ensureBundleCovered(tx: AppDatabase, cartId: string, bundleOf: string, addonSku: string) {
  const lines = await tx
    .select({ sku: cartItems.sku, quantity: cartItems.quantity, bundleOf: cartItems.bundleOf })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const counts = bundleCounts(lines);
  const mains = counts.mainsOf(bundleOf);
  if (counts.addonsOf(bundleOf, addonSku) <= mains) return;
  throw new HttpError(
    422,
    'BUNDLE_LIMIT',
    `${addonSku} comes at its bundle price once per ${bundleOf}: at most ${mains} with ${mains} of ${bundleOf}`,
  );
}

/**
 * The configuration stored for a line: required for a computer set and checked against what it
 * offers now (the line is priced from it on every read), refused for any other product.
 */
async function chosenConfiguration(
  tx: AppDatabase,
  product: { sku: string; productType: 'product' | 'comset' },
  selection: ComsetSelection | undefined,
): Promise<ComsetSelection | null> {
  if (product.productType !== 'comset') {
    if (selection) throw invalidOption(`${product.sku} is not a computer set`);
    return null;
  }
  if (!selection) throw invalidOption(`Choose a configuration for the computer set ${product.sku}`);
  const offer = await loadComsetOffer(tx, product.sku);
  if (!offer) throw invalidOption(`${product.sku} is not a computer set`);
  const normalised = normaliseSelection(selection);
  priceSelection(offer, normalised);
  return normalised;
}

/** The colour code stored for a line: one of the product's available colours, none when it has none. */
function chosenColour(
  product: { sku: string; colors: { code: string; available: boolean }[] },
  code: string | undefined,
): string | null {
  if (code === undefined || product.colors.length === 0) return null;
  const colour = product.colors.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
  if (!colour?.available) throw invalidOption(`The colour ${code} is not available for ${product.sku}`);
  return colour.code;
}

async function ensureBundleOffer(
  tx: AppDatabase,
  bundleOf: string,
  addonSku: string,
  requested: Set<string>,
) {
  const [offer] = requested.has(bundleOf)
    ? await tx
        .select()
        .from(productBundles)
        .where(and(eq(productBundles.sku, bundleOf), eq(productBundles.addonSku, addonSku)))
    : [];
  if (!offer) throw invalidOption(`${addonSku} is not a bundle add-on of ${bundleOf} in this request`);
}

/** What a cart holds, counted as an order would take it off the shelves. */
const cartUnits = async (tx: AppDatabase, cartId: string) => stockUnits(await pricedLines(tx, cartId));

/**
 * After a change of the cart: 409 `OUT_OF_STOCK` naming the SKU when the cart holds more of it than
 * the stock; 422 `QUANTITY_LIMIT` when the change raised a product beyond what a customer may hold.
 */
async function ensureCartAllowed(tx: AppDatabase, cart: CartRow, before: [string, number][]): Promise<void> {
  const lines = await pricedLines(tx, cart.id);
  ensureWithinStock(lines);
  const after = stockUnits(lines);
  await ensureWithinUnitLimit(tx, cart.customerId, after, raisedSkus(before, after));
}

/** 409 naming the SKU when the cart holds more of it than the stock. */
function ensureWithinStock(lines: PricedLine[]): void {
  const held = new Map<string, { quantity: number; stock: number }>();
  for (const line of lines) {
    const entry = held.get(line.sku) ?? { quantity: 0, stock: line.stock };
    entry.quantity += line.quantity;
    held.set(line.sku, entry);
  }
  for (const [sku, { quantity, stock }] of held) {
    if (quantity <= stock) continue;
    throw new HttpError(
      409,
      'OUT_OF_STOCK',
      stock === 0
        ? `${sku} is out of stock`
        : `Only ${stock} of ${sku} left in stock (the cart would hold ${quantity})`,
    );
  }
}

/** The signed-in customer's cart with this id, locked; another customer's is not found. */
async function ownCart(tx: AppDatabase, customerId: string, cartId: string): Promise<CartRow> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .for('update');
  if (!cart) throw new HttpError(404, 'CART_NOT_FOUND', 'ไม่พบข้อมูลตะกร้า กรุณาโหลดหน้าใหม่');
  return cart;
}

async function ownLine(tx: AppDatabase, cartId: string, lineId: string) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw new HttpError(404, 'CART_ITEM_NOT_FOUND', 'ไม่พบสินค้าในตะกร้า');
  return line;
}

type CartOperations =
  | 'getCartCount'
  | 'getCart'
  | 'getCartRelated'
  | 'addToCart'
  | 'addManyToCart'
  | 'updateCartItemQuantity'
  | 'removeCartItem'
  | 'updateCartItemNote';

/** Operations tagged `cart`. bearerAuth has already refused a `{customerId}` that is not the caller. */
export function cartHandlers({ database }: HandlerContext): Pick<OperationHandlers, CartOperations> {
  const { db } = database;

  /** Runs a change of the caller's cart in a transaction and answers the whole cart. */
  const changeCart = (
    cartOf: (tx: AppDatabase) => Promise<CartRow>,
    change: (tx: AppDatabase, cart: CartRow) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const cart = await cartOf(tx);
      await change(tx, cart);
      const [fresh] = await tx.select().from(carts).where(eq(carts.id, cart.id));
      return cartView(tx, fresh ?? cart);
    });

  const lockedCartOf = (customerId: string) => async (tx: AppDatabase) => {
    const cart = await ensureCart(tx, customerId);
    await lockCart(tx, cart.id);
    return cart;
  };

  return {
    async getCartCount(request) {
      const cart = await ensureCart(db, sessionOf(request).customerId);
      const [row] = await db
        .select({ itemCount: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id));
      return ok({ itemCount: Number(row?.itemCount ?? 0) });
    },

    async getCart(request) {
      const cart = await ensureCart(db, sessionOf(request).customerId);
      return ok(await cartView(db, cart));
    },

    async getCartRelated(request) {
      const cart = await ensureCart(db, sessionOf(request).customerId);
      return ok({ relatedProducts: await cartCompanions(db, cart.id) });
    },

    async addToCart(request) {
      const cart = await changeCart(lockedCartOf(sessionOf(request).customerId), (tx, locked) =>
        addLines(tx, locked, [request.body]),
      );
      return ok(cart, 'Product added to cart successfully');
    },

    async addManyToCart(request) {
      const { items, assembly } = request.body;
      const cart = await changeCart(lockedCartOf(sessionOf(request).customerId), async (tx, locked) => {
        await addLines(tx, locked, items);
        if (assembly) {
          await tx
            .update(carts)
            .set({ assembly: assembly === 'shop' })
            .where(eq(carts.id, locked.id));
        }
      });
      return ok(cart, 'Products added to cart successfully');
    },

    async updateCartItemQuantity(request) {
      const { customerId } = sessionOf(request);
      const { cartId, productId } = request.params;
      const cart = await changeCart(
        (tx) => ownCart(tx, customerId, cartId),
        async (tx, locked) => {
          const line = await ownLine(tx, locked.id, productId);
          const before = await cartUnits(tx, locked.id);
          await tx
            .update(cartItems)
            .set({ quantity: request.body.quantity })
            .where(eq(cartItems.id, line.id));
          await ensureCartAllowed(tx, locked, before);
          if (line.bundleOf && request.body.quantity > line.quantity) {
            await ensureBundleCovered(tx, locked.id, line.bundleOf, line.sku);
          }
          await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, locked.id));
        },
      );
      return ok(cart, 'Quantity updated');
    },

    async removeCartItem(request) {
      const { customerId } = sessionOf(request);
      const { cartId, productId } = request.params;
      const cart = await changeCart(
        (tx) => ownCart(tx, customerId, cartId),
        async (tx, locked) => {
          const line = await ownLine(tx, locked.id, productId);
          await tx.delete(cartItems).where(eq(cartItems.id, line.id));
          // The assembly is of the build's parts: it leaves with the last of them.
          const [left] = await tx
            .select({ id: cartItems.id })
            .from(cartItems)
            .where(eq(cartItems.cartId, locked.id))
            .limit(1);
          await tx
            .update(carts)
            .set({ updatedAt: sql`now()`, ...(left ? {} : { assembly: false }) })
            .where(eq(carts.id, locked.id));
        },
      );
      return ok(cart, 'Product removed from cart');
    },

    async updateCartItemNote(request) {
      const { customerId } = sessionOf(request);
      const { cartId, productId } = request.params;
      const item = await db.transaction(async (tx) => {
        const cart = await ownCart(tx, customerId, cartId);
        const line = await ownLine(tx, cart.id, productId);
        await tx.update(cartItems).set({ note: request.body.note }).where(eq(cartItems.id, line.id));
        const priced = (await pricedLines(tx, cart.id)).find((candidate) => candidate.id === line.id);
        if (!priced) throw new Error('The cart line vanished inside its own transaction');
        return cartItemView(priced);
      });
      return ok({ note: item.note, item }, 'Note saved');
    },
  };
}
