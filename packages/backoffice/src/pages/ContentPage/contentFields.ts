import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { contentLink } from '@probuild/ui';
import { z } from 'zod';
import type { MessageId } from '../../i18n/messages.ts';

export type ContentSectionId = BackofficeComponents['schemas']['ContentSectionId'];
export type ContentItem = BackofficeComponents['schemas']['ContentItem'];

/** One field of an item's editor: where it sits in the payload and what kind of value it takes. */
export interface ContentField {
  /** Its path in the payload, e.g. `image.pc`; a text's Thai and English sit under `.th` and `.en`. */
  path: string;
  label: MessageId;
  kind: 'texts' | 'link' | 'optionalLink' | 'image' | 'plain';
}

/** The storefront sections staff edit, in the order the page lists them. */
export const CONTENT_SECTIONS: ContentSectionId[] = [
  'promotion-strip',
  'home-hero',
  'comset-hero',
  'comset-sections',
  'about',
];

const slideFields: ContentField[] = [
  { path: 'mainText', label: 'content.field.mainText', kind: 'texts' },
  { path: 'description', label: 'content.field.description', kind: 'texts' },
  { path: 'buttonText', label: 'content.field.buttonText', kind: 'texts' },
  { path: 'buttonUrl', label: 'content.field.buttonUrl', kind: 'link' },
  { path: 'image.pc', label: 'content.field.imagePc', kind: 'image' },
  { path: 'image.mobile', label: 'content.field.imageMobile', kind: 'image' },
];

/** What each section's editor asks for; the rest of an item's payload is kept as it is. */
export const FIELDS_OF: Record<ContentSectionId, ContentField[]> = {
  'promotion-strip': [
    { path: 'title', label: 'content.field.title', kind: 'texts' },
    { path: 'link', label: 'content.field.link', kind: 'optionalLink' },
  ],
  'home-hero': slideFields,
  'comset-hero': slideFields,
  'comset-sections': [{ path: 'title', label: 'content.field.title', kind: 'texts' }],
  about: [
    { path: 'companyInfo.name', label: 'content.field.companyName', kind: 'texts' },
    { path: 'companyInfo.description', label: 'content.field.description', kind: 'texts' },
    { path: 'companyInfo.address', label: 'content.field.address', kind: 'texts' },
    { path: 'companyInfo.phone', label: 'content.field.phone', kind: 'plain' },
    { path: 'companyInfo.email', label: 'content.field.email', kind: 'plain' },
    { path: 'companyInfo.line', label: 'content.field.line', kind: 'plain' },
    { path: 'companyInfo.googleMap', label: 'content.field.googleMap', kind: 'link' },
  ],
};

/** The title an item is listed by, in the current language. */
export function itemTitle(item: ContentItem, locale: string): string {
  const payload = item.payload as Record<string, { th?: string; en?: string } | undefined> & {
    companyInfo?: { name?: { th?: string; en?: string } };
  };
  const text = payload.title ?? payload.mainText ?? payload.companyInfo?.name;
  return (locale === 'en' ? text?.en : text?.th) || text?.th || item.key;
}

const required = z.string().trim().min(1, 'content.form.required');
const isLink = (value: string) => contentLink(value) !== null && !/^https?:(?!\/\/)/i.test(value.trim());
const link = required.refine(isLink, 'content.form.linkShape');
const image = required.refine(
  (value) => /^\/(?![/\\])/.test(value) || /^https:\/\//i.test(value),
  'content.form.imageShape',
);

const leafOf = (kind: ContentField['kind']) => {
  switch (kind) {
    case 'texts':
      return z.object({ th: required, en: required });
    case 'link':
      return link;
    case 'optionalLink':
      // Left empty, the item has no link.
      return z
        .string()
        .trim()
        .refine((value) => value === '' || isLink(value), 'content.form.linkShape')
        .nullable()
        .transform((value) => value || null);
    case 'image':
      return image;
    case 'plain':
      return required;
  }
};

type Shape = { [key: string]: Shape | z.ZodType };

/** The editor's schema: each field's rule at its path; what the editor does not show passes through. */
export function payloadSchema(fields: ContentField[]) {
  const tree: Shape = {};
  for (const field of fields) {
    const parts = field.path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Shape;
    }
    node[parts.at(-1) as string] = leafOf(field.kind);
  }
  const build = (shape: Shape): z.ZodType =>
    z.looseObject(
      Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, value instanceof z.ZodType ? value : build(value)]),
      ),
    );
  return build(tree);
}

const valueAt = (payload: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], payload);

/** A payload with every field the editor shows present (empty where the item has nothing yet). */
export function editablePayload(fields: ContentField[], payload: object): Record<string, unknown> {
  const copy = structuredClone(payload) as Record<string, unknown>;
  for (const field of fields) {
    const parts = field.path.split('.');
    let node = copy;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts.at(-1) as string;
    const current = valueAt(payload, field.path);
    if (field.kind === 'texts') {
      const texts = (current ?? {}) as { th?: string; en?: string };
      node[last] = { th: texts.th ?? '', en: texts.en ?? '' };
    } else {
      node[last] = typeof current === 'string' ? current : '';
    }
  }
  return copy;
}
