import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  play: { id: 'ui.videoGallery.play', description: 'Name of the button that starts the main video; {title}' },
  untitled: {
    id: 'ui.videoGallery.untitled',
    description: 'Title of a video that has none; {number} is its place',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
