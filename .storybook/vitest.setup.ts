import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { stopExternalFrame } from '../packages/ui/src/stopExternalFrame.fixture.ts';

// A findBy query waits up to 5 s rather than 1 s: on a busy 2-core machine a page's second call can
// take longer than a second, and a story that waited too little fails on the machine, not the page.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Visual regression for every story: after the story has rendered and its play function and axe
 * checks have passed, the page is compared with the story's committed baseline in __screenshots__.
 */
afterEach(async (context) => {
  const story = (context as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  // The picture is the story's viewport: the body is stretched (or clipped) to exactly that size.
  document.body.style.height = '100vh';
  document.body.style.overflow = 'hidden';
  // A frame of another site (a map, a player) would show whatever the network let it load, or a
  // blank page painted or not yet: it is stopped and left out of the picture, its box kept.
  const external = [...document.querySelectorAll('iframe')].filter(
    (frame) => /^https?:/.test(frame.src) && new URL(frame.src).origin !== window.location.origin,
  );
  await Promise.all(external.map(stopExternalFrame));
  for (const frame of external) frame.style.visibility = 'hidden';
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
