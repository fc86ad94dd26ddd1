import { addToCart } from '../cart/add-lines.ts';
import { cartItemCount, cartRelated, customerCart } from '../cart/cart-reads.ts';
import { changeLineNote, changeLineQuantity, removeLine } from '../cart/line-changes.ts';
import { parseSku } from '../catalogue/sku.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

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

  /** The cart line a request names: `{cartId}` of the caller, `{productId}` is the line's id. */
  const lineOf = (customerId: string, params: { cartId: string; productId: string }) => ({
    customerId,
    cartId: params.cartId,
    lineId: params.productId,
  });

  return {
    async getCartCount(request) {
      return ok({ itemCount: await cartItemCount(db, sessionOf(request).customerId) });
    },

    async getCart(request) {
      return ok(await customerCart(db, sessionOf(request).customerId));
    },

    async getCartRelated(request) {
      return ok({ relatedProducts: await cartRelated(db, sessionOf(request).customerId) });
    },

    async addToCart(request) {
      const cart = await addToCart(db, {
        customerId: sessionOf(request).customerId,
        lines: [{ ...request.body, sku: parseSku(request.body.sku) }],
      });
      return ok(cart, 'Product added to cart successfully');
    },

    async addManyToCart(request) {
      const { items, assembly } = request.body;
      const lines = items.map((item) => ({
        ...item,
        sku: parseSku(item.sku),
        bundleOf: item.bundleOf === undefined ? undefined : parseSku(item.bundleOf),
      }));
      const cart = await addToCart(db, { customerId: sessionOf(request).customerId, lines, assembly });
      return ok(cart, 'Products added to cart successfully');
    },

    async updateCartItemQuantity(request) {
      const line = lineOf(sessionOf(request).customerId, request.params);
      const cart = await changeLineQuantity(db, { ...line, quantity: request.body.quantity });
      return ok(cart, 'Quantity updated');
    },

    async removeCartItem(request) {
      const cart = await removeLine(db, lineOf(sessionOf(request).customerId, request.params));
      return ok(cart, 'Product removed from cart');
    },

    async updateCartItemNote(request) {
      const line = lineOf(sessionOf(request).customerId, request.params);
      const item = await changeLineNote(db, { ...line, note: request.body.note });
      return ok({ note: item.note, item }, 'Note saved');
    },
  };
}
