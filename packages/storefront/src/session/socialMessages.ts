/**
 * A same-origin channel between the shop's windows. The popup can lose `window.opener` on its way
 * through the provider (a cross-origin-opener-policy switch); the result then travels here instead.
 */
export const SOCIAL_CHANNEL = 'probuild-social-login';
export const RECEIVED = 'social-login-received';

/**
 * Calls `onMessage` with every message a callback page sends, by `postMessage` or through the channel,
 * with its sender's origin (the caller accepts only its own). A channel message is acknowledged, so
 * the callback knows a shop window took it.
 */
export function subscribeSocialMessages(onMessage: (origin: string, data: unknown) => void): () => void {
  const onWindowMessage = (event: MessageEvent) => onMessage(event.origin, event.data);
  window.addEventListener('message', onWindowMessage);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SOCIAL_CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type !== 'social-login-success' && type !== 'social-login-error') return;
      onMessage(event.origin, event.data);
      channel.postMessage({ type: RECEIVED });
    };
  }
  return () => {
    window.removeEventListener('message', onWindowMessage);
    channel?.close();
  };
}
