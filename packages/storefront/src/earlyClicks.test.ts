import { describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './earlyClicks.ts';

/** A button as the page holds it; React's props on it once it is hydrated. */
const button = (isConnected: boolean, hydrated = true) =>
  ({ isConnected, click: vi.fn(), ...(hydrated ? { __reactProps$x: {} } : {}) }) as unknown as HTMLElement;

/** Runs each wait at once when asked, as the page's timer would later. */
function steppedTimer() {
  const waiting: (() => void)[] = [];
  return { later: (next: () => void) => waiting.push(next), step: () => waiting.shift()?.() };
}

describe('replayEarlyClicks', () => {
  it('presses the kept button again and stops the keeping', () => {
    const pressed = button(true);
    const page: { __earlyClicks?: HTMLElement[] } = { __earlyClicks: [pressed] };
    replayEarlyClicks(page);
    expect(pressed.click).toHaveBeenCalledTimes(1);
    expect(page.__earlyClicks).toBeUndefined();
    replayEarlyClicks(page);
    expect(pressed.click).toHaveBeenCalledTimes(1);
  });

  it('waits for the pressed button to be hydrated, keeping presses meanwhile, then presses the last', () => {
    const first = button(true, false);
    const kept = [first];
    const page: { __earlyClicks?: HTMLElement[] } = { __earlyClicks: kept };
    const timer = steppedTimer();
    replayEarlyClicks(page, { later: timer.later, buttons: () => [] });
    expect(first.click).not.toHaveBeenCalled();
    expect(page.__earlyClicks).toBe(kept);
    // Another press while the page's part is still being hydrated: it is the one kept.
    const second = button(true, false);
    kept.splice(0, 1, second);
    timer.step();
    expect(second.click).not.toHaveBeenCalled();
    Object.assign(second, { __reactProps$x: {} });
    timer.step();
    expect(second.click).toHaveBeenCalledTimes(1);
    expect(first.click).not.toHaveBeenCalled();
    expect(page.__earlyClicks).toBeUndefined();
  });

  it('with nothing pressed, keeps until every button of the page is hydrated', () => {
    const page: { __earlyClicks?: HTMLElement[] } = { __earlyClicks: [] };
    const lazy = button(true, false);
    const timer = steppedTimer();
    replayEarlyClicks(page, { later: timer.later, buttons: () => [button(true), lazy] });
    expect(page.__earlyClicks).toEqual([]);
    Object.assign(lazy, { __reactProps$x: {} });
    timer.step();
    expect(page.__earlyClicks).toBeUndefined();
  });

  it('leaves a button that is no longer in the page', () => {
    const gone = button(false);
    replayEarlyClicks({ __earlyClicks: [gone] }, { buttons: () => [] });
    expect(gone.click).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the start script', () => {
    expect(() => replayEarlyClicks({})).not.toThrow();
  });
});
