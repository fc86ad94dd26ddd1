import { localize, toApiError } from '@probuild/api-client';
import { message, textMessage } from '@probuild/machines';
import { AlertBox, Button, IconButton, Price, QuantityStepper, TrashGlyph } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { dataOf } from '../../../session/apiData.ts';
import { useSession } from '../../../session/useSession.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { Cart, CartLine } from '../cartTypes.ts';
import styles from './CartLines.module.css';

/** The cart query's key, to put the server's answer to a change in place. */
export const cartQueryKey = (customerId: string) => [
  'get',
  '/cart/{customerId}',
  { params: { path: { customerId } } },
];

/**
 * Step 1's lines. Every change (quantity, removal, note) goes to the server; the cart shown is the
 * server's answer to it, with its prices and totals, and the header count follows.
 */
export function CartLines({ cart, customerId }: { cart: Cart; customerId: string }) {
  const intl = useIntl();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const { actor: session } = useSession();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (
    line: CartLine,
    call: () => Promise<{ data?: { data: Cart } | undefined; error?: unknown }>,
    fallback: 'cart.serverError',
  ) => {
    setBusyLine(line._id);
    setFailure(null);
    try {
      const updated = dataOf(await call());
      queryClient.setQueryData(cartQueryKey(customerId), { success: true, message: '', data: updated });
      session.send({ type: 'REFRESH_CART_COUNT' });
    } catch (error) {
      const reason = toApiError(error).message.trim();
      setFailure(text(reason ? textMessage(reason) : message(fallback)));
    } finally {
      setBusyLine(null);
    }
  };
  const path = (line: CartLine) => ({ cartId: cart._id, productId: line._id });

  return (
    <div className={styles.lines}>
      <p className={styles.count}>{intl.formatMessage({ id: 'cart.count' }, { count: cart.items.length })}</p>
      {failure && (
        <AlertBox tone="error" dismissible onDismiss={() => setFailure(null)}>
          {failure}
        </AlertBox>
      )}
      <ul className={styles.list}>
        {cart.items.map((line) => (
          <CartLineRow
            key={line._id}
            line={line}
            busy={busyLine === line._id}
            onQuantity={(quantity) =>
              change(
                line,
                () =>
                  api.PUT('/cart/{cartId}/item/{productId}', {
                    params: { path: path(line) },
                    body: { quantity },
                  }),
                'cart.serverError',
              )
            }
            onRemove={() =>
              change(
                line,
                () => api.DELETE('/cart/{cartId}/item/{productId}', { params: { path: path(line) } }),
                'cart.serverError',
              )
            }
            onSaveNote={async (note) => {
              const answer = await api.PUT('/cart/{cartId}/item/{productId}/note', {
                params: { path: path(line) },
                body: { note },
              });
              dataOf(answer);
              await queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function CartLineRow({
  line,
  busy,
  onQuantity,
  onRemove,
  onSaveNote,
}: {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onSaveNote: (note: string) => Promise<void>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const name = localize(line.product.name, locale);
  const [note, setNote] = useState(line.note);
  const [noteState, setNoteState] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const image = line.product.images[0];

  const saveNote = async () => {
    setNoteState('saving');
    try {
      await onSaveNote(note);
      setNoteState('saved');
    } catch (error) {
      const reason = toApiError(error).message.trim();
      setNoteState({ failed: text(reason ? textMessage(reason) : message('cart.noteFailed')) });
    }
  };

  return (
    <li className={styles.line} aria-busy={busy}>
      {image ? <img src={image} alt="" width={80} height={80} loading="lazy" /> : <span />}
      <div className={styles.details}>
        <a href={`/product/${encodeURIComponent(line.product.sku)}?section=home`} className={styles.name}>
          {name}
        </a>
        {line.selectedColor && (
          <span className={styles.muted}>{localize(line.selectedColor.name, locale)}</span>
        )}
        <span className={styles.muted}>{intl.formatMessage({ id: 'cart.warranty' })}</span>
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
        <div className={styles.note}>
          <label>
            <span className={styles.muted}>{intl.formatMessage({ id: 'cart.note.label' }, { name })}</span>
            <textarea
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteState('idle');
              }}
            />
          </label>
          <Button
            size="sm"
            variant="secondary"
            busy={noteState === 'saving'}
            disabled={note === line.note && noteState !== 'saving'}
            onClick={saveNote}
          >
            {intl.formatMessage({ id: 'cart.note.save' })}
          </Button>
          {noteState === 'saved' && (
            <span role="status">{intl.formatMessage({ id: 'cart.note.saved' })}</span>
          )}
          {typeof noteState === 'object' && <span role="alert">{noteState.failed}</span>}
        </div>
      </div>
      <div className={styles.actions}>
        <Price price={line.totalPrice} />
        <QuantityStepper
          size="sm"
          label={intl.formatMessage({ id: 'cart.quantity' }, { name })}
          value={line.quantity}
          min={1}
          max={Math.max(1, line.maxQuantity)}
          disabled={busy}
          onValueChange={onQuantity}
        />
        <IconButton
          label={intl.formatMessage({ id: 'cart.remove' }, { name })}
          icon={<TrashGlyph />}
          variant="ghost"
          onClick={onRemove}
          disabled={busy}
        />
      </div>
    </li>
  );
}
