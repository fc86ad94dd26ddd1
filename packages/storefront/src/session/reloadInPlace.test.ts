import { STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnToKeptPosition } from './reloadInPlace.ts';

/**
 * A reloaded page in a window 900 px tall: it scrolls no further than its height allows, and its
 * height is set by the test as its sections render.
 */
function reloadedPage(keptY: number) {
  const page = { height: 900, scrollY: 0 };
  const listeners = new Map<string, () => void>();
  const stored = new Map<string, string>([
    [STORAGE_KEYS.scrollBeforeReload, JSON.stringify({ path: '/product/GPU-1', y: keptY })],
  ]);
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('window', {
    location: { pathname: '/product/GPU-1' },
    get scrollY() {
      return page.scrollY;
    },
    scrollTo: (_x: number, y: number) => {
      page.scrollY = Math.max(0, Math.min(y, page.height - 900));
    },
  });
  // Frames every 16 ms of the test's clock.
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
  return { page, shopperScrolls: (type: string) => listeners.get(type)?.() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('returning to the kept position after a sign-in reload', () => {
  it('waits for a slow page to grow tall enough, several seconds after the reload', () => {
    const { page } = reloadedPage(600);
    returnToKeptPosition();
    vi.advanceTimersByTime(5_000);
    expect(page.scrollY).toBe(0);
    page.height = 2_600;
    vi.advanceTimersByTime(100);
    expect(page.scrollY).toBe(600);
  });

  it('goes back there when a section that renders later first makes the page shorter', () => {
    const { page } = reloadedPage(600);
    page.height = 2_600;
    returnToKeptPosition();
    vi.advanceTimersByTime(100);
    expect(page.scrollY).toBe(600);
    // A section's loading state: the page is briefly one window tall, and the browser moves it up.
    page.height = 900;
    page.scrollY = 0;
    vi.advanceTimersByTime(100);
    page.height = 2_600;
    vi.advanceTimersByTime(100);
    expect(page.scrollY).toBe(600);
  });

  it('leaves the page to the shopper once they scroll or press', () => {
    const { page, shopperScrolls } = reloadedPage(600);
    returnToKeptPosition();
    shopperScrolls('wheel');
    page.height = 2_600;
    vi.advanceTimersByTime(1_000);
    expect(page.scrollY).toBe(0);
  });

  it('gives up when the page never grows tall enough', () => {
    const { page } = reloadedPage(600);
    returnToKeptPosition();
    vi.advanceTimersByTime(20_000);
    page.height = 2_600;
    vi.advanceTimersByTime(1_000);
    expect(page.scrollY).toBe(0);
  });
});
