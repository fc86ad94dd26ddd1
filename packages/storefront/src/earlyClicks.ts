/**
 * A server-rendered page shows buttons before the app has started. Its start script keeps the last
 * button pressed meanwhile (keepEarlyClicks, in window.__earlyClicks); once the app has started it is
 * pressed again (replayEarlyClicks), so a tap in the first moments is not lost. Stopping the keeping
 * first (the listener checks that the list is still the one it made) lets the new press through.
 */
export interface EarlyClicksPage {
  __earlyClicks?: HTMLElement[];
}

/** Keeps the last button pressed from now until replayEarlyClicks; links work as they are. */
export function keepEarlyClicks(page: EarlyClicksPage, events: Pick<Document, 'addEventListener'>): void {
  const kept: HTMLElement[] = [];
  page.__earlyClicks = kept;
  events.addEventListener(
    'click',
    (event) => {
      if (page.__earlyClicks !== kept) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      kept.splice(0, kept.length, button);
    },
    true,
  );
}

export function replayEarlyClicks(page: EarlyClicksPage = window as never): void {
  const pressed = page.__earlyClicks;
  if (!pressed) return;
  page.__earlyClicks = undefined;
  for (const button of pressed) if (button.isConnected) button.click();
}
