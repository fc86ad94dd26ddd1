import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionStack } from './SectionStack.tsx';

const meta = {
  title: 'UI/SectionStack',
  component: SectionStack,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SectionStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionStyle = { padding: 'var(--space-4)', background: 'var(--color-surface-subtle)' };

/** Three sections, the second holding a row far wider than the page (as a scroller of cards does). */
export const Sections: Story = {
  render: () => (
    <SectionStack data-testid="stack">
      <section style={sectionStyle} aria-label="Hero">
        Hero
      </section>
      <section style={{ ...sectionStyle, overflowX: 'auto' }} aria-label="Scroller">
        <div style={{ width: 2000 }}>A row of cards 2000 px wide</div>
      </section>
      <section style={sectionStyle} aria-label="Recommended">
        Recommended
      </section>
    </SectionStack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const [hero, scroller, recommended] = ['Hero', 'Scroller', 'Recommended'].map((name) =>
      canvas.getByRole('region', { name }).getBoundingClientRect(),
    );
    // The wide row scrolls inside its section: the page does not widen.
    await expect(stack.scrollWidth).toBe(stack.clientWidth);
    await expect(scroller?.width).toBe(hero?.width);
    await expect(hero?.width).toBe(stack.clientWidth);
    // Evenly spaced.
    const gap = Number.parseFloat(getComputedStyle(stack).rowGap);
    await expect(gap).toBeGreaterThan(0);
    await expect((scroller?.top ?? 0) - (hero?.bottom ?? 0)).toBeCloseTo(gap);
    await expect((recommended?.top ?? 0) - (scroller?.bottom ?? 0)).toBeCloseTo(gap);
  },
};

/** The same on a 375 px phone. */
export const SectionsOnAPhone: Story = {
  ...Sections,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
