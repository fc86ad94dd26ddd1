import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.carousel.label', description: 'Accessible name of the hero carousel' },
  roleDescription: {
    id: 'ui.carousel.roleDescription',
    description: 'What a screen reader calls the carousel',
  },
  slide: { id: 'ui.carousel.slide', description: 'What a screen reader calls one slide' },
  position: { id: 'ui.carousel.position', description: 'Name of a slide and its dot: {number} of {total}' },
  previous: { id: 'ui.carousel.previous', description: 'Arrow button to the previous slide' },
  next: { id: 'ui.carousel.next', description: 'Arrow button to the next slide' },
  loading: { id: 'ui.carousel.loading', description: 'Shown while the slides load' },
  noImage: { id: 'ui.carousel.noImage', description: 'Shown when there is no slide' },
  error: { id: 'ui.carousel.error', description: 'Shown when the slides failed to load and no message came' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
