import { type components, type Locale, localize } from '@probuild/api-client';
import type { CategoryNode } from '../../listing/categoryPath.ts';
import { categoryLink, promotionLink } from '../../routes/links.ts';

type Promotion = components['schemas']['Promotion'];

export interface SectionLink {
  href: string;
  label: string;
  current: boolean;
}

/**
 * The section tabs of a category list: the children of the category shown, or, for a category
 * without children, its siblings with it marked. Links use names in the current language, as the
 * category menu's do.
 */
export function categorySections(trail: CategoryNode[], locale: Locale): SectionLink[] {
  const shown = trail.at(-1);
  if (!shown) return [];
  const parentTrail = shown.children.length > 0 ? trail : trail.slice(0, -1);
  const parent = parentTrail.at(-1);
  if (!parent) return [];
  return parent.children.map((child) => ({
    href: categoryLink([...parentTrail, child], locale),
    label: localize(child.name, locale),
    current: child.key === shown.key,
  }));
}

/** The active promotions as section tabs, the one shown marked. */
export function promotionSections(promotions: Promotion[], shownKey: string, locale: Locale): SectionLink[] {
  return promotions
    .filter((promotion) => promotion.status === 'active')
    .map((promotion) => ({
      href: promotionLink(promotion.key),
      label: localize(promotion.title, locale),
      current: promotion.key === shownKey,
    }));
}
