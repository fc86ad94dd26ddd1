/**
 * The server-rendered page keeps the last button pressed before the app started, in
 * window.__earlyClicks (its start script, packages/server/src/http/server-render.ts). Once the app has
 * started it is pressed again, so a tap in the first moments is not lost. Stopping the keeping first
 * (the start script checks that the list is still the one it made) lets the new press through.
 */
export function replayEarlyClicks(page: { __earlyClicks?: HTMLElement[] } = window as never): void {
  const pressed = page.__earlyClicks;
  if (!pressed) return;
  page.__earlyClicks = undefined;
  for (const button of pressed) if (button.isConnected) button.click();
}
