import { contentFailureMessage, message } from '@probuild/machines';
import { queries } from '../api/client.ts';
import { useMachineText } from '../shell/useMachineText.ts';

/** The pages built of these content sections; each has its own content calls. */
export type ContentPage = 'home' | 'spec' | 'comset';

/** Each page's call of the sections they share. */
export const CONTENT_PATHS = {
  mainPicture: {
    home: '/pages/home/main-picture/active',
    spec: '/pages/spec/main-picture',
    comset: '/pages/comset/main-picture',
  },
  contentFirst: {
    home: '/pages/home/content-first',
    spec: '/pages/spec/content-first',
    comset: '/pages/comset/content-first',
  },
  productRecommend: {
    home: '/pages/home/product-recommend',
    spec: '/pages/spec/product-recommend',
    comset: '/pages/comset/product-recommend',
  },
  socialPresentations: {
    home: '/pages/home/social-extan/active',
    spec: '/pages/spec/social-extan',
    comset: '/pages/comset/social-extan',
  },
} as const;

/** What one home section shows: its loading, its error text, or its data. */
export type ContentState<Data> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; data: Data };

/** The part of a TanStack query of a content call that a section reads. */
export interface ContentQuery<Data> {
  data?: { success: boolean; message?: string; data: Data } | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Home content: an answer with `success: false` shows the server message, else the
 * default 'error fetching data'; a failed call shows the server's message, or 'cannot connect to
 * the server' when no answer came at all. Texts follow the shopper's language.
 */
export function useContentState<Data>(query: ContentQuery<Data>): ContentState<Data> {
  const text = useMachineText();
  const retry = () => void query.refetch();
  if (query.error) return { status: 'error', message: text(contentFailureMessage(query.error)), retry };
  if (!query.data) return { status: 'loading' };
  if (!query.data.success) {
    const serverText = query.data.message?.trim();
    return { status: 'error', message: serverText || text(message('content.fetchFailed')), retry };
  }
  return { status: 'ready', data: query.data.data };
}

/** Shortcut and list-banner lists keep only active items, sorted by `order`. */
export function activeByOrder<Item extends { isActive: boolean; order: number }>(items: Item[]): Item[] {
  return items.filter((item) => item.isActive).sort((a, b) => a.order - b.order);
}

/** The social presentations of one kind (the YouTube and TikTok sections share one call). */
export function useSocialPresentations(type: 'youtube' | 'tiktok', page: ContentPage = 'home') {
  const state = useContentState(queries.useQuery('get', CONTENT_PATHS.socialPresentations[page]));
  if (state.status !== 'ready') return state;
  return { status: 'ready' as const, data: activeByOrder(state.data.filter((item) => item.type === type)) };
}
