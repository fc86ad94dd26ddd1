/**
 * A server-rendered page shows buttons before the app has started. Its start script keeps the last
 * button pressed meanwhile (keepEarlyClicks, in window.__earlyClicks); once the app has started it is
 * pressed again (replayEarlyClicks), so a tap in the first moments is not lost. A page's own part (the
 * cart, a lazy page) is hydrated later than the app's first commit, and React drops a press on a part
 * it has not hydrated: so the keeping goes on, for buttons not yet hydrated, until the kept button is
 * (then it is pressed) or every button of the page is. Stopping the keeping first (the listener checks
 * that the list is still the one it made) lets the new press through.
 */
export interface EarlyClicksPage {
  __earlyClicks?: HTMLElement[];
}

/** Whether React has taken over the element: it keeps the element's props on each node it hydrates. */
export const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How often, and how long at most, the replay waits for the pressed button to be hydrated. */
const REPLAY_POLL_MS = 50;
const REPLAY_WAIT_MS = 10_000;

/** Keeps the last button pressed from now until replayEarlyClicks; links and hydrated buttons work as they are. */
export function keepEarlyClicks(page: EarlyClicksPage, events: Pick<Document, 'addEventListener'>): void {
  const kept: HTMLElement[] = [];
  page.__earlyClicks = kept;
  events.addEventListener(
    'click',
    (event) => {
      if (page.__earlyClicks !== kept) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      if (isHydrated(button)) {
        // React answers this press itself: an earlier one is not pressed after it.
        kept.length = 0;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      kept.splice(0, kept.length, button);
    },
    true,
  );
}

export interface ReplayOptions {
  /** The page's buttons: once all are hydrated, no press needs keeping. */
  buttons?: () => Iterable<Element>;
  /** Runs `next` a little later. */
  later?: (next: () => void) => void;
}

export function replayEarlyClicks(
  page: EarlyClicksPage = window as never,
  {
    buttons = () => document.querySelectorAll('#root button'),
    later = (next) => setTimeout(next, REPLAY_POLL_MS),
  }: ReplayOptions = {},
): void {
  const kept = page.__earlyClicks;
  if (!kept) return;
  let tries = REPLAY_WAIT_MS / REPLAY_POLL_MS;
  const replay = () => {
    const [pressed] = kept.filter((button) => button.isConnected);
    const ready = pressed ? isHydrated(pressed) : [...buttons()].every(isHydrated);
    tries -= 1;
    if (!ready && tries > 0) {
      later(replay);
      return;
    }
    page.__earlyClicks = undefined;
    if (pressed && isHydrated(pressed)) pressed.click();
  };
  replay();
}
