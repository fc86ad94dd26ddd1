import { localize } from '@probuild/api-client';
import { Accordion, type AccordionItem } from '@probuild/ui';
import facts from '@probuild/ui/styles/facts.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { ProductDetail } from '../../../product/productTypes.ts';
import styles from './ProductSpecifications.module.css';

/**
 * What the server says about the product: its attribute groups (the first one open), then the
 * description, features, box contents, compatibility notes and warranty, each a section that opens.
 */
export function ProductSpecifications({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = (lines: ProductDetail['features']) => (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.th}>{localize(line, locale)}</li>
      ))}
    </ul>
  );
  const groups: AccordionItem[] = product.attributes.map((group, index) => ({
    value: `group-${index}`,
    title: localize(group.mainTitle, locale),
    content: (
      <dl className={`${facts.facts} ${styles.attributes}`}>
        {group.list.map((attribute) => (
          <div key={attribute.name.th}>
            <dt>{localize(attribute.name, locale)}</dt>
            <dd>{localize(attribute.value, locale)}</dd>
          </div>
        ))}
      </dl>
    ),
  }));
  const section = (value: string, title: string, content: ReactNode, shown: boolean): AccordionItem[] =>
    shown ? [{ value, title, content }] : [];
  const description = localize(product.detail.description, locale) || localize(product.desc, locale);
  const items = [
    ...groups,
    ...section(
      'description',
      intl.formatMessage({ id: 'product.description' }),
      <p>{description}</p>,
      Boolean(description),
    ),
    ...section(
      'features',
      intl.formatMessage({ id: 'product.features' }),
      list(product.features),
      product.features.length > 0,
    ),
    ...section(
      'package',
      intl.formatMessage({ id: 'product.package' }),
      list(product.package),
      product.package.length > 0,
    ),
    ...section(
      'compatibility',
      intl.formatMessage({ id: 'product.compatibility' }),
      list(product.compatibility),
      product.compatibility.length > 0,
    ),
    ...section(
      'warranty',
      intl.formatMessage({ id: 'product.warranty' }),
      <p>{localize(product.warranty, locale)}</p>,
      true,
    ),
  ];
  return (
    <section className={stack.gap3} aria-labelledby="product-specifications">
      <h2 id="product-specifications" className={textStyles.panelTitle}>
        {intl.formatMessage({ id: 'product.specs.title' })}
      </h2>
      <Accordion type="multiple" items={items} defaultValue={items[0] ? [items[0].value] : []} />
    </section>
  );
}
