import { parseSku, parseSkuList } from '@probuild/api-client';
import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { z } from 'zod';
import type { MessageId } from '../../i18n/messages.ts';

type Schemas = BackofficeComponents['schemas'];
export type ProductInput = Schemas['ProductInput'];
export type StaffProduct = Schemas['StaffProduct'];
export type SpecField = Schemas['SpecField'];
export type ProductOptions = Schemas['ProductOptions'];
export type ProductProblem = Schemas['ProductProblem'];

/** Baht as the server takes it: digits, at most two decimals (`45990`, `45990.50`). */
const BAHT = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9-]{1,59}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The shop's days are Bangkok days: a sale runs from its first day's start to its last day's end. */
const BANGKOK_OFFSET = '+07:00';

const required = z.string().trim().min(1, 'product.problem.required');
const baht = z.string().trim().regex(BAHT, 'product.form.bahtShape');
const optionalBaht = z
  .string()
  .trim()
  .refine((text) => text === '' || BAHT.test(text), 'product.form.bahtShape');
const day = z
  .string()
  .trim()
  .refine((text) => text === '' || DAY.test(text), 'product.form.dayShape');

/** A specification as typed: text (numbers and lists too, as typed) or a tick. */
const specValue = z.union([z.string(), z.boolean()]);

/** The editor's fields, as typed. */
export const productFormShape = z.object({
  sku: z.string().trim().regex(SKU, 'product.problem.sku_format'),
  categoryKey: z.string().min(1, 'product.problem.unknown_category'),
  subcategoryKey: z.string(),
  brandKey: z.string().min(1, 'product.problem.unknown_brand'),
  model: required,
  nameTh: required,
  nameEn: required,
  shortTh: required,
  shortEn: required,
  longTh: z.string(),
  longEn: z.string(),
  price: baht,
  salePrice: optionalBaht,
  saleStartsOn: day,
  saleEndsOn: day,
  warrantyMonths: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'product.form.wholeMonths'),
  colours: z.array(z.string()),
  specs: z.record(z.string(), specValue),
  bundles: z.array(z.object({ addonSku: required, bundlePrice: baht, checked: z.boolean() })),
  related: z.string(),
});

export type ProductFormValues = z.infer<typeof productFormShape>;

/**
 * The editor's rules for the category's specification fields: the ones the builder's
 * compatibility rules read are required, numbers must be numbers. The server checks them again.
 */
export function productFormSchema(specFields: readonly SpecField[]) {
  return productFormShape.superRefine((form, context) => {
    for (const field of specFields) {
      const value = form.specs[field.key];
      const text = typeof value === 'string' ? value.trim() : '';
      const path = ['specs', field.key];
      if (field.required && field.kind !== 'boolean' && text === '')
        context.addIssue({ code: 'custom', path, message: 'product.problem.spec_missing' });
      else if (field.kind === 'number' && text !== '' && !Number.isFinite(Number(text)))
        context.addIssue({ code: 'custom', path, message: 'product.form.numberShape' });
    }
    if (form.salePrice === '' && (form.saleStartsOn !== '' || form.saleEndsOn !== ''))
      context.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: 'product.problem.sale_period_without_price',
      });
    if (form.saleStartsOn && form.saleEndsOn && form.saleStartsOn > form.saleEndsOn)
      context.addIssue({
        code: 'custom',
        path: ['saleEndsOn'],
        message: 'product.problem.sale_period_order',
      });
  });
}

export const emptyProductForm: ProductFormValues = {
  sku: '',
  categoryKey: '',
  subcategoryKey: '',
  brandKey: '',
  model: '',
  nameTh: '',
  nameEn: '',
  shortTh: '',
  shortEn: '',
  longTh: '',
  longEn: '',
  price: '',
  salePrice: '',
  saleStartsOn: '',
  saleEndsOn: '',
  warrantyMonths: '12',
  colours: [],
  specs: {},
  bundles: [],
  related: '',
};

/** The Bangkok day of a time the server sent. */
const bangkokDay = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(iso)) : '';

const specText = (value: unknown): string | boolean =>
  typeof value === 'boolean'
    ? value
    : Array.isArray(value)
      ? value.join(', ')
      : value == null
        ? ''
        : String(value);

/** The form of a saved product. */
export function formOfProduct({ product }: StaffProduct): ProductFormValues {
  return {
    sku: product.sku,
    categoryKey: product.categoryKey,
    subcategoryKey: product.subcategoryKey ?? '',
    brandKey: product.brandKey,
    model: product.model,
    nameTh: product.name.th,
    nameEn: product.name.en,
    shortTh: product.shortDescription.th,
    shortEn: product.shortDescription.en,
    longTh: product.longDescription.th,
    longEn: product.longDescription.en,
    price: product.price,
    salePrice: product.salePrice ?? '',
    saleStartsOn: bangkokDay(product.saleStartsAt),
    saleEndsOn: bangkokDay(product.saleEndsAt),
    warrantyMonths: String(product.warrantyMonths),
    colours: product.colours,
    specs: Object.fromEntries(Object.entries(product.specs).map(([key, value]) => [key, specText(value)])),
    bundles: product.bundles,
    related: product.relatedSkus.join(', '),
  };
}

/** A typed specification as its field's kind: numbers as numbers, lists split at commas. */
function specOf(field: SpecField | undefined, value: string | boolean): ProductInput['specs'][string] {
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return null;
  if (field?.kind === 'number' && Number.isFinite(Number(text))) return Number(text);
  if (field?.kind === 'list')
    return text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return text;
}

/** What the server is sent: texts trimmed, prices as typed, days as Bangkok times. */
export function inputOfForm(form: ProductFormValues, specFields: readonly SpecField[]): ProductInput {
  const fields = new Map(specFields.map((field) => [field.key, field]));
  return {
    sku: parseSku(form.sku),
    categoryKey: form.categoryKey,
    subcategoryKey: form.subcategoryKey || null,
    brandKey: form.brandKey,
    model: form.model.trim(),
    name: { th: form.nameTh.trim(), en: form.nameEn.trim() },
    shortDescription: { th: form.shortTh.trim(), en: form.shortEn.trim() },
    longDescription: { th: form.longTh.trim(), en: form.longEn.trim() },
    price: form.price.trim(),
    salePrice: form.salePrice.trim() || null,
    saleStartsAt: form.saleStartsOn ? `${form.saleStartsOn}T00:00:00${BANGKOK_OFFSET}` : null,
    saleEndsAt: form.saleEndsOn ? `${form.saleEndsOn}T23:59:59${BANGKOK_OFFSET}` : null,
    warrantyMonths: Number(form.warrantyMonths),
    colours: form.colours,
    specs: Object.fromEntries(
      Object.entries(form.specs).map(([key, value]) => [key, specOf(fields.get(key), value)]),
    ),
    bundles: form.bundles.map((bundle) => ({
      addonSku: parseSku(bundle.addonSku),
      bundlePrice: bundle.bundlePrice.trim(),
      checked: bundle.checked,
    })),
    relatedSkus: parseSkuList(form.related),
  };
}

/** The form field a server path names (`/body/name/th` → `nameTh`, `/body/specs/socket` → `specs.socket`). */
export function fieldOfPath(path: string): string | null {
  const parts = path.replace(/^\/body\//, '').split('/');
  const [head, second, third] = parts;
  switch (head) {
    case 'name':
      return second === 'en' ? 'nameEn' : 'nameTh';
    case 'shortDescription':
      return second === 'en' ? 'shortEn' : 'shortTh';
    case 'longDescription':
      return second === 'en' ? 'longEn' : 'longTh';
    case 'saleStartsAt':
      return 'saleStartsOn';
    case 'saleEndsAt':
      return 'saleEndsOn';
    case 'relatedSkus':
      return 'related';
    case 'colours':
      return 'colours';
    case 'specs':
      return second ? `specs.${second}` : null;
    case 'bundles':
      return second !== undefined && third ? `bundles.${second}.${third}` : null;
    case 'sku':
    case 'categoryKey':
    case 'subcategoryKey':
    case 'brandKey':
    case 'model':
    case 'price':
    case 'salePrice':
    case 'warrantyMonths':
      return head;
    default:
      return null;
  }
}

const PROBLEMS: readonly ProductProblem[] = [
  'required',
  'sku_format',
  'sku_fixed',
  'unknown_category',
  'unknown_subcategory',
  'unknown_brand',
  'sale_not_below_price',
  'sale_period_order',
  'sale_period_without_price',
  'unknown_colour',
  'spec_missing',
  'spec_wrong_kind',
  'unknown_product',
  'itself',
  'duplicate',
  'bundle_price_not_below',
  'unknown_picture',
];

/** The text of a field's refusal: its problem's text, or a general one for a field the contract refused. */
export function problemText(code: string | undefined): MessageId {
  return code && (PROBLEMS as readonly string[]).includes(code)
    ? (`product.problem.${code}` as MessageId)
    : 'product.problem.invalid';
}
