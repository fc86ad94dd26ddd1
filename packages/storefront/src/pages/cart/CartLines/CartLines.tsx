import { errorCodeMessage, holdingLimitMessage, localize, toApiError } from '@probuild/api-client';
import { cartNoteMachine, type Message, message } from '@probuild/machines';
import { AlertBox, Button, formatCount, IconButton, Price, QuantityStepper, TrashGlyph } from '@probuild/ui';
import card from '@probuild/ui/styles/card.module.css';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { productLink } from '../../../routes/links.ts';
import { dataOf } from '../../../session/apiData.ts';
import { cartQueryKey, refreshCartReads } from '../../../session/cartReads.ts';
import { useSession } from '../../../session/useSession.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { Cart, CartLine } from '../cartTypes.ts';
import styles from './CartLines.module.css';

/** A line holding more than the stock: it cannot be ordered until lowered or removed. */
export const isOverStock = (line: CartLine) => line.quantity > line.maxQuantity;

/**
 * Step 1's lines. Every change (quantity, removal, note) goes to the server; the cart shown is the
 * server's answer to it, with its prices and totals, and the header count follows.
 */
export function CartLines({ cart, customerId }: { cart: Cart; customerId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const noteSave = queries.useMutation('put', '/cart/{cartId}/item/{productId}/note', {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) }),
  });
  const { actor: session } = useSession();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  /** Why the last change of a line failed or was refused, shown on that line. */
  const [failure, setFailure] = useState<{ line: string; text: string } | null>(null);

  const change = async (
    line: CartLine,
    call: () => Promise<{ data?: { data: Cart } | undefined }>,
    fallback: 'cart.quantityFailed' | 'cart.removeFailed',
  ) => {
    setBusyLine(line._id);
    setFailure(null);
    try {
      const updated = dataOf(await call());
      session.send({ type: 'REFRESH_CART_COUNT' });
      void refreshCartReads(queryClient, { customerId, cart: updated });
    } catch (error) {
      // A limit the shop words itself, else the text of the server's code, else the spec's text for the change.
      const failure = toApiError(error);
      const reason = errorCodeMessage(failure);
      const limit = holdingLimitMessage(failure);
      setFailure({
        line: line._id,
        text: limit
          ? text(limit)
          : failure.kind === 'http' && failure.code === 'BUNDLE_LIMIT'
            ? intl.formatMessage({ id: 'cart.bundleLimit' })
            : reason
              ? text(reason)
              : intl.formatMessage({ id: fallback }),
      });
    } finally {
      setBusyLine(null);
    }
  };
  const path = (line: CartLine) => ({ cartId: cart._id, productId: line._id });

  return (
    <div className={stack.gap3}>
      <p className={textStyles.muted}>
        {intl.formatMessage(
          { id: 'cart.count' },
          { count: cart.items.length, shown: formatCount(cart.items.length) },
        )}
      </p>
      <ul className={listStyles.cards}>
        {cart.items.map((line) => (
          <CartLineRow
            key={line._id}
            line={line}
            busy={busyLine === line._id}
            failure={failure?.line === line._id ? failure.text : null}
            onDismissFailure={() => setFailure(null)}
            onRefuse={(refusal) => setFailure({ line: line._id, text: text(refusal) })}
            onQuantity={(quantity) =>
              change(
                line,
                () =>
                  api.PUT('/cart/{cartId}/item/{productId}', {
                    params: { path: path(line) },
                    body: { quantity },
                  }),
                'cart.quantityFailed',
              )
            }
            onRemove={() =>
              change(
                line,
                () => api.DELETE('/cart/{cartId}/item/{productId}', { params: { path: path(line) } }),
                'cart.removeFailed',
              )
            }
            saveNote={async (note) =>
              dataOf({ data: await noteSave.mutateAsync({ params: { path: path(line) }, body: { note } }) })
                .note
            }
          />
        ))}
        {(cart.services ?? []).map((service) => (
          <li key={service.code} className={`${card.card} ${styles.service}`}>
            <span className={styles.name}>{localize(service.name, locale)}</span>
            <Price price={service.price} freeWhenZero />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CartLineRow({
  line,
  busy,
  failure,
  onDismissFailure,
  onRefuse,
  onQuantity,
  onRemove,
  saveNote,
}: {
  line: CartLine;
  busy: boolean;
  failure: string | null;
  onDismissFailure: () => void;
  onRefuse: (refusal: Message) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Answers the note as the server stored it. */
  saveNote: (note: string) => Promise<string>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const name = localize(line.product.name, locale);
  const image = line.product.images[0];
  const overStock = isOverStock(line);

  return (
    <li
      className={`${card.card} ${styles.line}`}
      aria-busy={busy}
      data-state={overStock ? 'over-stock' : undefined}
    >
      {image ? <img src={image} alt="" width={80} height={80} loading="lazy" /> : <span />}
      <div className={`${stack.gap1} ${styles.details}`}>
        <a href={productLink(line.product.sku, 'home')} className={styles.name}>
          {name}
        </a>
        {line.selectedColor && (
          <span className={textStyles.note}>{localize(line.selectedColor.name, locale)}</span>
        )}
        <span className={textStyles.note}>{intl.formatMessage({ id: 'cart.warranty' })}</span>
        {line.configuration && (
          <details className={styles.configuration}>
            <summary>{intl.formatMessage({ id: 'cart.configuration' })}</summary>
            <ul>
              {line.configuration.components.map((part) => (
                <li key={part.sku}>{localize(part.name, locale)}</li>
              ))}
            </ul>
          </details>
        )}
        <span className={styles.unit}>
          {intl.formatMessage(
            { id: 'cart.unitPrice' },
            { quantity: line.quantity, price: <Price key="price" price={line.unitPrice} size="sm" /> },
          )}
        </span>
        {overStock && (
          <p className={styles.stock} role="alert">
            {line.maxQuantity === 0
              ? intl.formatMessage({ id: 'cart.stock.out' })
              : intl.formatMessage(
                  { id: 'cart.stock.only' },
                  { count: line.maxQuantity, shown: formatCount(line.maxQuantity) },
                )}
          </p>
        )}
        <CartNote key={line.note} name={name} note={line.note} saveNote={saveNote} />
      </div>
      <div className={styles.actions}>
        <Price price={line.totalPrice} />
        <QuantityStepper
          size="sm"
          label={intl.formatMessage({ id: 'cart.quantity' }, { name })}
          value={line.quantity}
          // 0 is reachable only to be refused with the spec's text; the server is not asked.
          min={0}
          max={Math.max(1, line.quantity, line.maxQuantity)}
          disabled={busy}
          onValueChange={(quantity) =>
            quantity < 1 ? onRefuse(message('cart.quantityTooSmall')) : onQuantity(quantity)
          }
        />
        <IconButton
          label={intl.formatMessage({ id: 'cart.remove' }, { name })}
          icon={<TrashGlyph />}
          variant="ghost"
          onClick={onRemove}
          disabled={busy}
        />
      </div>
      {failure && (
        <AlertBox className={styles.failure} tone="error" dismissible onDismiss={onDismissFailure}>
          {failure}
        </AlertBox>
      )}
    </li>
  );
}

/** A line's note: shown, opened to edit, saved to the server; a failed save keeps what was typed. */
function CartNote({
  name,
  note,
  saveNote,
}: {
  name: string;
  note: string;
  saveNote: (note: string) => Promise<string>;
}) {
  const intl = useIntl();
  const text = useMachineText();
  const [snapshot, send, actor] = useMachine(cartNoteMachine, { input: { note } });
  const saveOf = useRef(saveNote);
  saveOf.current = saveNote;
  // The editor asks for each save (never two at once); the stored note, or why not, goes back to it.
  useEffect(() => {
    const requests = actor.on('save', ({ note: draft }) =>
      saveOf.current(draft).then(
        (saved) => actor.send({ type: 'SAVED', note: saved }),
        (error: unknown) => actor.send({ type: 'SAVE_FAILED', error }),
      ),
    );
    return () => requests.unsubscribe();
  }, [actor]);
  const { context } = snapshot;
  const saving = snapshot.matches('saving');

  if (snapshot.matches('closed')) {
    return (
      <div className={styles.note}>
        {context.note && <p className={styles.noteText}>{context.note}</p>}
        <Button size="sm" variant="ghost" onClick={() => send({ type: 'OPEN' })}>
          {intl.formatMessage({ id: context.note ? 'cart.note.edit' : 'cart.note.add' }, { name })}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.note}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SAVE' });
      }}
    >
      <label>
        <span className={textStyles.note}>{intl.formatMessage({ id: 'cart.note.label' }, { name })}</span>
        <textarea
          value={context.draft}
          maxLength={500}
          rows={2}
          readOnly={saving}
          // biome-ignore lint/a11y/noAutofocus: the shopper just asked to write the note
          autoFocus
          onChange={(event) => send({ type: 'CHANGE', text: event.target.value })}
        />
      </label>
      <Button size="sm" type="submit" busy={saving}>
        {intl.formatMessage({ id: 'cart.note.save' })}
      </Button>
      <Button size="sm" variant="secondary" disabled={saving} onClick={() => send({ type: 'CLOSE' })}>
        {intl.formatMessage({ id: 'cart.note.cancel' })}
      </Button>
      {context.error && <span role="alert">{text(context.error)}</span>}
    </form>
  );
}
