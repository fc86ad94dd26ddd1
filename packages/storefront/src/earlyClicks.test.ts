import { describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './earlyClicks.ts';

const button = (isConnected: boolean) => ({ isConnected, click: vi.fn() }) as unknown as HTMLElement;

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

  it('leaves a button that is no longer in the page', () => {
    const gone = button(false);
    replayEarlyClicks({ __earlyClicks: [gone] });
    expect(gone.click).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the start script', () => {
    expect(() => replayEarlyClicks({})).not.toThrow();
  });
});
