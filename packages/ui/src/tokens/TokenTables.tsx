import type { CSSProperties } from 'react';
import styles from './TokenTables.module.css';
import { contrastPairs, contrastRatio, minimumRatio, resolved, tokensOf } from './tokenCatalogue.ts';

/*
 * The tables of the design-token page (Tokens.mdx) and its stories. They read tokens.css itself, so
 * every token appears here as soon as it is declared, with the value the browser resolved.
 */

/** Every colour token as a swatch with its name and value. */
export function ColourSwatches() {
  return (
    <ul className={styles.swatches}>
      {tokensOf('--color-').map(({ name, value }) => (
        <li key={name} className={styles.swatch}>
          <span className={styles.chip} style={{ background: `var(${name})` }} />
          <code className={styles.name}>{name}</code>
          <span className={styles.value}>
            {value.startsWith('var(') ? `${value} = ${resolved(name)}` : value}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The colour pairs the components use, with their contrast ratio and whether it meets AA. */
export function ContrastNotes() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Foreground on background</th>
          <th scope="col">Used for</th>
          <th scope="col">Ratio</th>
          <th scope="col">AA</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ foreground, background, kind, use }) => {
          const ratio = contrastRatio(resolved(foreground), resolved(background));
          const passes = ratio !== null && ratio >= minimumRatio(kind);
          return (
            <tr key={`${foreground} ${background}`}>
              <td>
                {kind === 'text' ? (
                  <span
                    className={styles.sample}
                    style={{ color: `var(${foreground})`, background: `var(${background})` }}
                  >
                    กขค Abc
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className={styles.edgeSample}
                    style={{ borderColor: `var(${foreground})`, background: `var(${background})` }}
                  />
                )}
              </td>
              <td>
                <code>{foreground}</code> on <code>{background}</code>
              </td>
              <td>{use}</td>
              <td className={styles.number}>{ratio === null ? '—' : `${ratio.toFixed(2)}:1`}</td>
              <td>
                {passes ? 'passes' : 'FAILS'} ({kind === 'text' ? 'text' : 'non-text'}, {minimumRatio(kind)}
                :1)
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Spacing as bars, radii as rounded squares, shadows as raised cards. */
export function SpacingRadiiShadows() {
  return (
    <div className={styles.columns}>
      <section>
        <h3 className={styles.heading}>Spacing (4 px grid)</h3>
        <ul className={styles.rows}>
          {tokensOf('--space-').map(({ name, value }) => (
            <li key={name} className={styles.row}>
              <code className={styles.name}>{name}</code>
              <span className={styles.value}>{value}</span>
              <span className={styles.bar} style={{ width: `var(${name})` }} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className={styles.heading}>Radii</h3>
        <ul className={styles.tiles}>
          {tokensOf('--radius-').map(({ name, value }) => (
            <li key={name} className={styles.tile}>
              <span className={styles.rounded} style={{ borderRadius: `var(${name})` }} />
              <code className={styles.name}>{name}</code>
              <span className={styles.value}>{value}</span>
            </li>
          ))}
        </ul>
        <h3 className={styles.heading}>Shadows</h3>
        <ul className={styles.tiles}>
          {tokensOf('--shadow-').map(({ name }) => (
            <li key={name} className={styles.tile}>
              <span className={styles.raised} style={{ boxShadow: `var(${name})` }} />
              <code className={styles.name}>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Each font size with a Thai and an English line, then the weights and line heights. */
export function TypeScale() {
  return (
    <div className={styles.typeScale}>
      <p className={styles.value}>
        Family: <code>{resolved('--font-family-base')}</code>
      </p>
      <ul className={styles.rows}>
        {[...tokensOf('--font-size-')].reverse().map(({ name, value }) => (
          <li key={name} className={styles.typeRow}>
            <span>
              <code className={styles.name}>{name}</code>
              <span className={styles.value}>{value}</span>
            </span>
            <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--line-height-tight)' }}>
              <span lang="th">การ์ดจอ ซีพียู เมนบอร์ด ฿96,590</span>
              <br />
              <span lang="en">Graphics card, CPU, motherboard</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className={styles.tiles}>
        {tokensOf('--font-weight-').map(({ name, value }) => (
          <li key={name} className={styles.tile} style={{ fontWeight: `var(${name})` } as CSSProperties}>
            <span lang="th">น้ำหนัก {value}</span>
            <code className={styles.name}>{name}</code>
          </li>
        ))}
        {tokensOf('--line-height-').map(({ name, value }) => (
          <li key={name} className={styles.tile}>
            <span lang="th" className={styles.lineSample} style={{ lineHeight: `var(${name})` }}>
              ผู้ใหญ่ลี้ ป้ำเป๋อ
              <br />
              ญี่ปุ่น ฎีกา
            </span>
            <code className={styles.name}>
              {name}: {value}
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const breakpointUse: Record<string, string> = {
  '--breakpoint-tablet': 'min-width: the spec’s “desktop flag”',
  '--breakpoint-laptop': 'max-width: the compare bottom sheet',
  '--breakpoint-desktop': 'min-width: desktop menus, spec-builder layout',
};

/** Breakpoints, sizes, layers and motion as tables. */
export function LayoutAndMotion() {
  const table = (title: string, prefix: string, note?: (name: string) => string) => (
    <section>
      <h3 className={styles.heading}>{title}</h3>
      <table className={styles.table}>
        <tbody>
          {tokensOf(prefix).map(({ name, value }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td className={styles.number}>{value}</td>
              {note && <td>{note(name)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  return (
    <div className={styles.columns}>
      {table(
        'Breakpoints (written literally in media queries)',
        '--breakpoint-',
        (name) => breakpointUse[name] ?? '',
      )}
      {table('Sizes', '--size-')}
      {table('Layers (z-index)', '--z-')}
      {table('Motion (0ms under prefers-reduced-motion)', '--duration-', (name) => `now ${resolved(name)}`)}
      {table('Easing', '--easing-')}
    </div>
  );
}
