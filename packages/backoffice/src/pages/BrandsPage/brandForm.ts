import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { z } from 'zod';

export type Brand = BackofficeComponents['schemas']['Brand'];

/** The editor's fields; the server's rules (slug key, #RRGGBB colour) each with their own message. */
export const brandForm = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'error.BRAND_KEY_INVALID'),
  name: z.string().trim().min(1, 'error.BRAND_NAME_REQUIRED').max(80, 'brand.form.nameTooLong'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'error.BRAND_COLOR_INVALID'),
});

export type BrandFormValues = z.infer<typeof brandForm>;

export const emptyBrandForm: BrandFormValues = { key: '', name: '', color: '#' };

export const formOfBrand = (brand: Brand): BrandFormValues => ({
  key: brand.key,
  name: brand.name,
  color: brand.color,
});
