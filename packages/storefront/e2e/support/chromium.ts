import { type Browser, chromium } from 'playwright';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The endpoint of the Chromium every end-to-end file connects to. */
    browserEndpoint: string;
  }
}

/** Debian's Chromium, headless, serving connections (started once by e2e/support/global-setup.ts). */
export function launchChromiumServer() {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A connection of this file to the shared Chromium; closing it closes the file's contexts. */
export function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}
