import { parseSkuList } from '@probuild/api-client';
import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { isInternalPath } from '@probuild/ui';
import { z } from 'zod';

type Schemas = BackofficeComponents['schemas'];
export type StaffPromotion = Schemas['StaffPromotion'];
export type PromotionKind = Schemas['PromotionKind'];
export type PromotionFields = Schemas['PromotionFields'];

export const PROMOTION_KINDS: readonly PromotionKind[] = [
  'sale',
  'bundle',
  'new-arrival',
  'clearance',
  'shipping',
];

/** An in-app path without spaces, or an https address; nothing else (http:, javascript:, data:). */
export function isSafeLink(value: string): boolean {
  if (isInternalPath(value)) return !/\s/.test(value);
  if (!/^https:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  return URL.canParse(value);
}

const optionalLink = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => value === '' || isSafeLink(value), message);

/** The editor's fields, each of the server's rules with its own message. */
export const promotionForm = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'promotion.form.keyShape')
    .max(64, 'promotion.form.keyShape'),
  kind: z.enum(PROMOTION_KINDS as [PromotionKind, ...PromotionKind[]]),
  status: z.enum(['active', 'inactive']),
  titleTh: z.string().trim().min(1, 'promotion.form.titleRequired').max(300, 'promotion.form.tooLong'),
  titleEn: z.string().trim().max(300, 'promotion.form.tooLong'),
  subTitleTh: z.string().trim().max(300, 'promotion.form.tooLong'),
  subTitleEn: z.string().trim().max(300, 'promotion.form.tooLong'),
  categoryKeys: z.array(z.string()),
  skus: z
    .string()
    .refine((text) => parseSkuList(text).every((sku) => sku.length <= 64), 'promotion.form.skuTooLong')
    .refine((text) => parseSkuList(text).length <= 500, 'promotion.form.tooManySkus'),
  link: optionalLink('promotion.form.linkShape'),
  image: optionalLink('promotion.form.imageShape'),
});

export type PromotionFormValues = z.infer<typeof promotionForm>;

export const emptyPromotionForm: PromotionFormValues = {
  key: '',
  kind: 'sale',
  status: 'active',
  titleTh: '',
  titleEn: '',
  subTitleTh: '',
  subTitleEn: '',
  categoryKeys: [],
  skus: '',
  link: '',
  image: '',
};

export const formOfPromotion = (promotion: StaffPromotion): PromotionFormValues => ({
  key: promotion.key,
  kind: promotion.kind,
  status: promotion.status,
  titleTh: promotion.title.th,
  titleEn: promotion.title.en,
  subTitleTh: promotion.subTitle.th,
  subTitleEn: promotion.subTitle.en,
  categoryKeys: promotion.categoryKeys,
  skus: promotion.skus.join('\n'),
  link: promotion.link ?? '',
  image: promotion.image ?? '',
});

/** What the server is sent: trimmed texts, SKUs in the typed order, blank links as none. */
export const fieldsOfForm = (values: PromotionFormValues): PromotionFields => ({
  kind: values.kind,
  status: values.status,
  title: { th: values.titleTh.trim(), en: values.titleEn.trim() },
  subTitle: { th: values.subTitleTh.trim(), en: values.subTitleEn.trim() },
  categoryKeys: values.categoryKeys,
  skus: parseSkuList(values.skus),
  link: values.link.trim() || null,
  image: values.image.trim() || null,
});

/** The form field a path of the server's refusal names (`/body/skus/3` → skus). */
export function fieldOfPath(path: string): keyof PromotionFormValues | undefined {
  const [, , first, second] = path.split('/');
  if (first === 'title' || first === 'subTitle') {
    return `${first}${second === 'en' ? 'En' : 'Th'}` as keyof PromotionFormValues;
  }
  return first && first in emptyPromotionForm ? (first as keyof PromotionFormValues) : undefined;
}
