import { type Browser, chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
