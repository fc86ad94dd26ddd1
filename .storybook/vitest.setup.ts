import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
