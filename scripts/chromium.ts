/** Debian's Chromium for every browser test: headless as root, no calls home (the machine has no network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Extra flags that keep pixels identical between runs, for screenshot comparison. */
export const CHROMIUM_STABLE_PIXEL_ARGS = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
