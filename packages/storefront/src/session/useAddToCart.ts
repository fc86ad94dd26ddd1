import { hasStoredSession, STORAGE_KEYS } from '@probuild/api-client';
import {
  type AddToCartEmitted,
  type AddToCartPage,
  addToCartMachine,
  type CartAddition,
  idOf,
} from '@probuild/machines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../api/client.ts';
import { dataOf } from './apiData.ts';
import { refreshCartReads } from './cartReads.ts';
import { customerOf, useSession, useSessionState } from './useSession.ts';

/**
 * The cart's write: the item alone (a computer set with its configuration), with its add-ons in one
 * add-many call, or a whole build as its parts in one add-many call.
 */
async function addToCart({ customerId, item }: { customerId: string; item: CartAddition }) {
  const path = { customerId };
  if (item.build) {
    const body = { items: item.build.items, assembly: item.build.assembly as never };
    return dataOf(await api.POST('/cart/add-many/{customerId}', { params: { path }, body }));
  }
  const main = {
    sku: item.sku ?? '',
    quantity: item.quantity,
    selectedColor: item.selectedColor as never,
    comset: item.comset as never,
  };
  if (!item.addOns?.length) {
    return dataOf(await api.POST('/cart/add/{customerId}', { params: { path }, body: main }));
  }
  const addOns = item.addOns.map((addOn) => ({
    ...addOn,
    selectedColor: addOn.selectedColor as never,
    bundleOf: main.sku,
  }));
  return dataOf(
    await api.POST('/cart/add-many/{customerId}', { params: { path }, body: { items: [main, ...addOns] } }),
  );
}

/** The tab's session storage; none while the page renders on the server. */
const tabStorage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The customer of the stored session, known before the session itself has started. */
function storedCustomerId(): string | null {
  if (!hasStoredSession(localStorage)) return null;
  try {
    return idOf(JSON.parse(localStorage.getItem(STORAGE_KEYS.customerData) ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * Adding to the cart from a page: a guest gets the sign-in popup saying why, and the item waits in
 * the tab until they have signed in, when this page adds it. A success refreshes the cart count in
 * the navbar and any cart read on screen, and the result message is the page's to show.
 */
export function useAddToCart(page: AddToCartPage = 'product') {
  const { actor: session } = useSession();
  const queryClient = useQueryClient();
  const [place] = useLocation();
  const customerId = idOf(useSessionState(customerOf));
  const cart = useActorRef(addToCartMachine, {
    input: { customerId, page, storage: tabStorage(), place },
  });
  const { mutateAsync } = useMutation({ mutationFn: addToCart });
  const adding = useSelector(cart, (snapshot) => snapshot.matches('adding'));
  const result = useSelector(cart, (snapshot) => snapshot.context.message);
  const succeeded = useSelector(cart, (snapshot) => snapshot.matches({ ready: 'added' }));

  // The machine asks for each add (one at a time); its answer goes back to it. Listening first, so an
  // add resumed as the page starts is heard.
  useEffect(() => {
    const requests = cart.on('add', (request) =>
      mutateAsync(request).then(
        () => cart.send({ type: 'ADDED' }),
        (error: unknown) => cart.send({ type: 'ADD_FAILED', error }),
      ),
    );
    return () => requests.unsubscribe();
  }, [cart, mutateAsync]);
  useEffect(() => cart.send({ type: 'CUSTOMER_CHANGED', customerId }), [cart, customerId]);
  // A page that starts signed in (the reload after a password sign-in) adds what a guest left waiting.
  useEffect(() => {
    const stored = storedCustomerId();
    if (stored) cart.send({ type: 'RESUME', customerId: stored });
  }, [cart]);
  useEffect(() => {
    const subscriptions = [
      cart.on('cartChanged', () => {
        session.send({ type: 'REFRESH_CART_COUNT' });
        // A cart already on screen (an add from the checkout's suggestions) shows and prices the new line.
        void refreshCartReads(queryClient);
      }),
      cart.on('loginRequired', (_: AddToCartEmitted) =>
        session.send({ type: 'OPEN_LOGIN', reason: 'addToCart' }),
      ),
      session.on('popupDismissed', () => cart.send({ type: 'LOGIN_DISMISSED' })),
      // A password sign-in reloads the page, which then resumes; a social one finishes here.
      session.on('loggedIn', ({ method }) => {
        const signedIn = idOf(customerOf(session.getSnapshot()));
        if (method === 'social' && signedIn) cart.send({ type: 'RESUME', customerId: signedIn });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [cart, session, queryClient]);

  return {
    customerId,
    adding,
    result,
    succeeded,
    add: (item: CartAddition) => cart.send({ type: 'ADD', item }),
    dismiss: () => cart.send({ type: 'DISMISS' }),
  };
}

/** What a buy box shows of the adds: busy, the last add's result, and the way to dismiss it. */
export type AddToCartState = Pick<
  ReturnType<typeof useAddToCart>,
  'adding' | 'result' | 'succeeded' | 'dismiss'
>;
