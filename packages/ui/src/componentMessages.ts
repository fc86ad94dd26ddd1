import type { UiMessageId } from './uiMessages.ts';

/** A component with texts in the catalogue: `carousel` for the ids `ui.carousel.*`. */
type ComponentOf<Id> = Id extends `ui.${infer Component}.${string}` ? Component : never;
export type UiComponent = ComponentOf<UiMessageId>;

/** The keys of a component's texts in the catalogue: `label` for `ui.carousel.label`. */
type KeyOf<Id, Component extends string> = Id extends `ui.${Component}.${infer Key}` ? Key : never;
export type UiMessageKey<Component extends UiComponent> = KeyOf<UiMessageId, Component>;

/**
 * A component's message descriptors from its name and the keys of its texts:
 * `componentMessages('carousel', ['label'])` is `{ label: { id: 'ui.carousel.label' } }`. A key the
 * catalogue does not hold fails the type check. What each text is for is told to the translators in
 * uiMessages.descriptions.json, beside the texts; the components never load it.
 */
export function componentMessages<Component extends UiComponent, Key extends UiMessageKey<Component>>(
  component: Component,
  keys: readonly Key[],
): Record<Key, { id: UiMessageId }> {
  return Object.fromEntries(keys.map((key) => [key, { id: `ui.${component}.${key}` }])) as Record<
    Key,
    { id: UiMessageId }
  >;
}
