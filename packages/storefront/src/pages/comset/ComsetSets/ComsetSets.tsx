import { localize } from '@probuild/api-client';
import { SectionNav } from '@probuild/ui';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { ContentSection } from '../../../content/ContentSection/index.ts';
import { activeByOrder, useContentState } from '../../../content/homeContent.ts';
import { ListBannerRow } from '../../../content/ListBannerRow/index.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import styles from './ComsetSets.module.css';

/**
 * Follows the scroll: the section whose top last passed the upper third of the window, or the first
 * before any has.
 */
function useSectionInView(keys: string[]): string | undefined {
  const [inView, setInView] = useState<string | undefined>(undefined);
  const joined = keys.join(' ');
  useEffect(() => {
    const sections = joined
      .split(' ')
      .map((key) => document.getElementById(key))
      .filter((element): element is HTMLElement => element !== null);
    if (sections.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.filter((entry) => entry.isIntersecting);
        const last = crossing.at(-1);
        if (last) setInView(last.target.id);
      },
      // A band across the upper third of the window: the section in it is the one being read.
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [joined]);
  return inView ?? keys[0];
}

/**
 * The computer sets by use (gaming, streaming, graphics, video, office): sticky tabs that follow the
 * scroll, and under each use its rows of products, each card a Buy Now link to the product in
 * computer-set mode.
 */
export function ComsetSets() {
  const intl = useIntl();
  const locale = useLocale();
  const sections = useContentState(queries.useQuery('get', '/pages/comset/sections'));
  const banners = useContentState(queries.useQuery('get', '/pages/comset/list-banner/active'));
  const ordered = sections.status === 'ready' ? [...sections.data].sort((a, b) => a.order - b.order) : [];
  const current = useSectionInView(banners.status === 'ready' ? ordered.map((section) => section.key) : []);
  const state =
    sections.status !== 'ready'
      ? sections
      : banners.status !== 'ready'
        ? banners
        : { status: 'ready' as const, data: ordered };

  return (
    <ContentSection
      label={intl.formatMessage({ id: 'comset.sets.label' })}
      emptyText={intl.formatMessage({ id: 'comset.sets.empty' })}
      state={state}
      className={styles.sets}
    >
      {(list) => (
        <>
          <div className={styles.tabs}>
            <SectionNav
              label={intl.formatMessage({ id: 'comset.sets.tabs' })}
              items={list.map((section) => ({
                href: `#${section.key}`,
                label: localize(section.title, locale),
                current: section.key === current,
              }))}
            />
          </div>
          {list.map((section) => {
            const rows =
              banners.status === 'ready'
                ? activeByOrder(banners.data).filter((banner) => banner.section === section.key)
                : [];
            return (
              <section
                key={section.key}
                id={section.key}
                className={styles.use}
                aria-labelledby={`${section.key}-title`}
              >
                <h2 id={`${section.key}-title`} className={textStyles.title}>
                  {localize(section.title, locale)}
                </h2>
                {rows.length === 0 ? (
                  <p className={textStyles.muted}>{intl.formatMessage({ id: 'comset.sets.none' })}</p>
                ) : (
                  rows.map((banner) => <ListBannerRow key={banner._id} banner={banner} section="comset" />)
                )}
              </section>
            );
          })}
        </>
      )}
    </ContentSection>
  );
}
