import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  video: { id: 'ui.tiktokCarousel.video', description: 'Name of a TikTok video by its place in the row' },
  play: { id: 'ui.tiktokCarousel.play', description: 'Button that embeds and plays a TikTok video; {name}' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
