import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_ROTATION_MS } from '../../src/constants.ts';
import {
  currentPromotion,
  promotionBannerMachine,
  promotionTitle,
} from '../../src/widgets/promotionBannerMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { run } from '../support/run.ts';

const promo = (th: string, status = 'active') => ({ title: { th, en: `${th}-en` }, status });
const start = () => run(promotionBannerMachine, []);
const shown = (actor: ReturnType<typeof start>['actor']) =>
  currentPromotion(actor.getSnapshot().context)?.title?.th;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('promotion banner', () => {
  it('loads, keeps only active items, and rotates every 3 s, wrapping to the first', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({
      type: 'LOADED',
      promotions: [promo('A'), promo('hidden', 'inactive'), promo('B'), promo('C')],
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.promotions.map((p) => p.title?.th)).toEqual(['A', 'B', 'C']);
    expect(shown(actor)).toBe('A');
    await vi.advanceTimersByTimeAsync(PROMOTION_ROTATION_MS - 1);
    expect(shown(actor)).toBe('A');
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(actor)).toBe('B');
    await vi.advanceTimersByTimeAsync(PROMOTION_ROTATION_MS);
    expect(shown(actor)).toBe('C');
    await vi.advanceTimersByTimeAsync(PROMOTION_ROTATION_MS);
    expect(shown(actor)).toBe('A');
  });

  it('keeps the first promotion for a visitor who asked for less motion', async () => {
    const { actor } = run(promotionBannerMachine, [], { rotates: false });
    actor.send({ type: 'LOADED', promotions: [promo('A'), promo('B')] });
    await vi.advanceTimersByTimeAsync(PROMOTION_ROTATION_MS * 5);
    expect(shown(actor)).toBe('A');
  });

  it('does not rotate a single promotion; with none there is nothing to show', async () => {
    const one = start();
    one.actor.send({ type: 'LOADED', promotions: [promo('A')] });
    await vi.advanceTimersByTimeAsync(PROMOTION_ROTATION_MS * 3);
    expect(one.actor.getSnapshot().context.index).toBe(0);
    const none = start();
    none.actor.send({ type: 'LOADED', promotions: [promo('x', 'ended')] });
    expect(currentPromotion(none.actor.getSnapshot().context)).toBeNull();
  });

  it("says 'Failed to fetch banner data' for a failed answer and 'Error loading banner data' when the call broke", async () => {
    const failed = start();
    failed.actor.send({
      type: 'FAILED',
      error: new ApiRequestError({ kind: 'http', status: 500, message: 'x' }),
    });
    expect(failed.actor.getSnapshot().value).toBe('error');
    expect(formatMessage(failed.actor.getSnapshot().context.error ?? { id: 'text' }, 'en')).toBe(
      'Failed to fetch banner data',
    );
    const broken = start();
    broken.actor.send({ type: 'FAILED', error: new TypeError('Failed to fetch') });
    expect(formatMessage(broken.actor.getSnapshot().context.error ?? { id: 'text' }, 'en')).toBe(
      'Error loading banner data',
    );
  });

  it("titles fall back from the current language to Thai, then to 'Promotion'", () => {
    expect(promotionTitle({ title: { th: 'ลด', en: 'Sale' } }, 'en')).toBe('Sale');
    expect(promotionTitle({ title: { th: 'ลด', en: '' } }, 'en')).toBe('ลด');
    expect(promotionTitle({ title: { th: 'ลด' } }, 'th')).toBe('ลด');
    expect(promotionTitle({ title: { en: 'Sale' } }, 'th')).toBe('Promotion');
    expect(promotionTitle({ title: null }, 'en')).toBe('Promotion');
    expect(promotionTitle({}, 'th')).toBe('Promotion');
  });
});
