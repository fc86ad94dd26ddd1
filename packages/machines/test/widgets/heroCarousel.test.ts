import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HERO_AUTO_ADVANCE_MS } from '../../src/constants.ts';
import { type HeroSlide, heroCarouselMachine } from '../../src/widgets/heroCarouselMachine.ts';
import { formatMessage } from '../support/formatMessage.ts';
import { flush } from '../support/pendingCalls.ts';
import { run } from '../support/run.ts';

const slides = [{ buttonUrl: '/a' }, { buttonUrl: '/b' }, { buttonUrl: '/c' }];
const start = () => run(heroCarouselMachine, []);
const index = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.index;

function showing() {
  const carousel = start();
  carousel.actor.send({ type: 'LOADED', slides: slides });
  return carousel;
}

/** An actor given slides as input (as the server render does), not started yet. */
function given(input: HeroSlide[]) {
  return { actor: createActor(heroCarouselMachine, { input: { slides: input } }) };
}

/** From index 0 of three slides: one step at exactly 10 s, back to the first two steps later. */
async function expectAdvancesEvery10Seconds(actor: Parameters<typeof index>[0]) {
  await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 1);
  expect(index(actor)).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(index(actor)).toBe(1);
  await vi.advanceTimersByTimeAsync(2 * HERO_AUTO_ADVANCE_MS);
  expect(index(actor)).toBe(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hero carousel', () => {
  it('advances every 10 s and wraps to the first', async () => {
    const { actor } = showing();
    expect(actor.getSnapshot().value).toBe('showing');
    await expectAdvancesEvery10Seconds(actor);
  });

  it('stands still for a visitor who asked for less motion, and still moves when they do', async () => {
    const { actor } = run(heroCarouselMachine, [], { slides, autoAdvance: false });
    await vi.advanceTimersByTimeAsync(5 * HERO_AUTO_ADVANCE_MS);
    expect(index(actor)).toBe(0);
    actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(5 * HERO_AUTO_ADVANCE_MS);
    expect(index(actor)).toBe(1);
  });

  it('wraps both ways on next and previous; a manual move restarts the wait', async () => {
    const { actor } = showing();
    actor.send({ type: 'PREV' });
    expect(index(actor)).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(index(actor)).toBe(0);
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 1000);
    actor.send({ type: 'GO_TO', index: 4 });
    expect(index(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 1);
    expect(index(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(index(actor)).toBe(2);
  });

  it('stops on leaving the page', async () => {
    const { actor } = showing();
    actor.send({ type: 'LEAVE' });
    await vi.advanceTimersByTimeAsync(5 * HERO_AUTO_ADVANCE_MS);
    expect(index(actor)).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stops when the actor is stopped', async () => {
    const { actor } = showing();
    actor.stop();
    await vi.advanceTimersByTimeAsync(5 * HERO_AUTO_ADVANCE_MS);
    expect(index(actor)).toBe(0);
  });

  it('does not move with one slide or none', async () => {
    const one = start();
    one.actor.send({ type: 'LOADED', slides: slides.slice(0, 1) });
    one.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS);
    expect(index(one.actor)).toBe(0);
    const none = start();
    none.actor.send({ type: 'LOADED', slides: [] });
    none.actor.send({ type: 'PREV' });
    expect(index(none.actor)).toBe(0);
  });

  it('shows the text of the server’s code, a default, or the connection text; retry loads again', async () => {
    const text = async (thrown: unknown) => {
      const carousel = start();
      carousel.actor.send({ type: 'FAILED', error: thrown });
      expect(carousel.actor.getSnapshot().value).toBe('failed');
      return formatMessage(carousel.actor.getSnapshot().context.error ?? { id: 'text' }, 'th');
    };
    expect(
      await text(
        new ApiRequestError({ kind: 'http', status: 503, message: 'x', code: 'SERVICE_UNAVAILABLE' }),
      ),
    ).toBe('ร้านค้ายังไม่สามารถตอบได้ในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่');
    expect(await text(new ApiRequestError({ kind: 'http', status: 500, message: 'ปิดปรับปรุง' }))).toBe(
      'เกิดข้อผิดพลาดในการดึงข้อมูล',
    );
    expect(await text(new ApiRequestError({ kind: 'http', status: 500, message: '' }))).toBe(
      'เกิดข้อผิดพลาดในการดึงข้อมูล',
    );
    expect(await text(new TypeError('Failed to fetch'))).toBe('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้');
    const carousel = start();
    carousel.actor.send({ type: 'FAILED', error: new TypeError('x') });
    carousel.actor.send({ type: 'RETRY' });
    expect(carousel.actor.getSnapshot().context.error).toBeNull();
    carousel.actor.send({ type: 'LOADED', slides: slides });
    expect(carousel.actor.getSnapshot().context.slides).toEqual(slides);
  });

  describe('with slides given as input', () => {
    it('shows them from the first snapshot, before starting, and never waits for an answer', async () => {
      const { actor } = given(slides);
      const first = actor.getSnapshot();
      expect(first.value).toBe('showing');
      expect(first.context).toMatchObject({ slides, index: 0, error: null });
      actor.start();
      await flush();
      expect(actor.getSnapshot().value).toBe('showing');
      actor.send({ type: 'LOADED', slides: [] });
      expect(actor.getSnapshot().context.slides).toEqual(slides);
    });

    it('advances every 10 s once started', async () => {
      const { actor } = given(slides);
      await vi.advanceTimersByTimeAsync(2 * HERO_AUTO_ADVANCE_MS);
      expect(index(actor)).toBe(0);
      actor.start();
      await expectAdvancesEvery10Seconds(actor);
    });

    it('shows no slides for an empty list, and nothing moves', async () => {
      const { actor } = given([]);
      expect(actor.getSnapshot().value).toBe('showing');
      actor.start();
      await vi.advanceTimersByTimeAsync(3 * HERO_AUTO_ADVANCE_MS);
      expect(actor.getSnapshot().value).toBe('showing');
      expect(actor.getSnapshot().context).toMatchObject({ slides: [], index: 0 });
    });
  });

  it('without input waits in loading, and shows the answer it is sent', async () => {
    const carousel = start();
    expect(carousel.actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(2 * HERO_AUTO_ADVANCE_MS);
    expect(carousel.actor.getSnapshot().value).toBe('loading');
    carousel.actor.send({ type: 'LOADED', slides: slides });
    expect(carousel.actor.getSnapshot().value).toBe('showing');
    expect(carousel.actor.getSnapshot().context.slides).toEqual(slides);
  });
});
