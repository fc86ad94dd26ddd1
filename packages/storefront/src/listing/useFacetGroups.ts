import { type components, localize } from '@probuild/api-client';
import { type FilterGroup, formatCount } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/useLocale.ts';
import { FACET_GROUPS, type FacetGroup, type ListFilters } from './listQuery.ts';

/**
 * The filter panel's groups of the server's facets for the current result (none before it has
 * answered), each option with its count. A ticked option stays in the list even when nothing is
 * left with it, so it can be unticked; groups with no option are left out.
 */
export function useFacetGroups(
  facets: components['schemas']['ListFacets'] | undefined,
  selected: ListFilters['selected'],
): FilterGroup[] {
  const intl = useIntl();
  const locale = useLocale();
  if (!facets) return [];
  const option = (name: string, count: number) =>
    intl.formatMessage({ id: 'list.facet.option' }, { name, count: formatCount(count) });
  return FACET_GROUPS.map((group: FacetGroup) => {
    const offered = facets[group];
    const missing = selected[group].filter((value) => !offered.some((offer) => offer.value === value));
    return {
      id: group,
      title: intl.formatMessage({ id: `list.facet.${group}` }),
      options: [
        ...offered.map((offer) => ({
          value: offer.value,
          label: option(localize(offer.label, locale), offer.count),
        })),
        ...missing.map((value) => ({ value, label: option(value, 0) })),
      ],
    };
  }).filter((group) => group.options.length > 0);
}
