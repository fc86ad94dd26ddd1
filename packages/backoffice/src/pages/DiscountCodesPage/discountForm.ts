import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { z } from 'zod';

export type DiscountCode = BackofficeComponents['schemas']['DiscountCode'];
type DiscountCodeTerms = BackofficeComponents['schemas']['DiscountCodeFields'];

/** The shop's days are Bangkok days: a period runs from the first day's start to the last day's end. */
const BANGKOK_OFFSET = '+07:00';
const dayOf = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(iso)) : '';

const whole = (message: string) => z.string().trim().regex(/^\d*$/, message);

/** The editor's fields (all text, as typed); the table's rules give each field its own message. */
export const discountForm = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'discount.form.codeShape'),
    nameTh: z.string().trim().min(1, 'discount.form.nameThRequired'),
    nameEn: z.string().trim().min(1, 'discount.form.nameEnRequired'),
    kind: z.enum(['percent', 'amount']),
    value: whole('discount.form.wholeNumber').min(1, 'discount.form.valueRequired'),
    minSpend: whole('discount.form.wholeNumber'),
    totalUses: whole('discount.form.wholeNumber'),
    usesPerCustomer: whole('discount.form.wholeNumber'),
    startsOn: z.string(),
    endsOn: z.string(),
    active: z.boolean(),
  })
  .superRefine((form, context) => {
    const value = Number(form.value);
    if (form.value && form.kind === 'percent' && (value < 1 || value > 99)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'error.DISCOUNT_PERCENT_RANGE' });
    }
    if (form.value && form.kind === 'amount' && value < 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'error.DISCOUNT_AMOUNT_TOO_SMALL' });
    }
    for (const limit of ['totalUses', 'usesPerCustomer'] as const) {
      if (form[limit] !== '' && Number(form[limit]) < 1) {
        context.addIssue({ code: 'custom', path: [limit], message: 'discount.form.limitAtLeastOne' });
      }
    }
    if (form.startsOn && form.endsOn && form.startsOn > form.endsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'error.DISCOUNT_PERIOD_INVALID' });
    }
  });

export type DiscountFormValues = z.infer<typeof discountForm>;

export const emptyDiscountForm: DiscountFormValues = {
  code: '',
  nameTh: '',
  nameEn: '',
  kind: 'percent',
  value: '',
  minSpend: '0',
  totalUses: '',
  usesPerCustomer: '1',
  startsOn: '',
  endsOn: '',
  active: true,
};

/** The form of a saved code. */
export const formOfCode = (code: DiscountCode): DiscountFormValues => ({
  code: code.code,
  nameTh: code.name.th,
  nameEn: code.name.en,
  kind: code.kind,
  value: String(code.value),
  minSpend: String(code.minSpend),
  totalUses: code.totalUses === null ? '' : String(code.totalUses),
  usesPerCustomer: code.usesPerCustomer === null ? '' : String(code.usesPerCustomer),
  startsOn: dayOf(code.startsAt),
  endsOn: dayOf(code.expiresAt),
  active: code.active,
});

const limit = (typed: string) => (typed === '' ? null : Number(typed));

/** What the server is sent: whole numbers as typed, days as Bangkok times. */
export const termsOfForm = (form: DiscountFormValues): DiscountCodeTerms => ({
  name: { th: form.nameTh.trim(), en: form.nameEn.trim() },
  kind: form.kind,
  value: Number(form.value),
  active: form.active,
  startsAt: form.startsOn ? `${form.startsOn}T00:00:00${BANGKOK_OFFSET}` : null,
  expiresAt: form.endsOn ? `${form.endsOn}T23:59:59${BANGKOK_OFFSET}` : null,
  minSpend: Number(form.minSpend || 0),
  totalUses: limit(form.totalUses),
  usesPerCustomer: limit(form.usesPerCustomer),
});

/** The terms of a saved code, as `updateDiscountCode` takes them. */
export const termsOfCode = ({ code: _code, uses: _uses, ...terms }: DiscountCode): DiscountCodeTerms => terms;
