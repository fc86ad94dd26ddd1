import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  ColourSwatches,
  ContrastNotes,
  LayoutAndMotion,
  SpacingRadiiShadows,
  TypeScale,
} from './TokenTables.tsx';
import { contrastPairs, contrastRatio, minimumRatio, resolved, tokensOf } from './tokenCatalogue.ts';

/**
 * The design tokens as stories: each is a screenshot, so changing a token fails the visual tests
 * (the documented page is Tokens.mdx).
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourSwatches />,
  play: async ({ canvas }) => {
    const colourTokens = tokensOf('--color-');
    await expect(colourTokens.length).toBeGreaterThan(20);
    for (const { name } of colourTokens) {
      await expect(canvas.getByText(name)).toBeVisible();
      await expect(resolved(name)).not.toBe('');
    }
  },
};

export const ContrastAA: Story = {
  render: () => <ContrastNotes />,
  play: async ({ canvas }) => {
    // Every pair the components use meets WCAG AA: 4.5:1 for text, 3:1 for borders and focus rings.
    const failing = contrastPairs.filter(({ foreground, background, kind }) => {
      const ratio = contrastRatio(resolved(foreground), resolved(background));
      return ratio === null || ratio < minimumRatio(kind);
    });
    await expect(failing).toEqual([]);
    await expect(canvas.queryByText(/FAILS/)).toBeNull();
  },
};

export const SpacingRadiiAndShadows: Story = {
  render: () => <SpacingRadiiShadows />,
};

export const TypeScaleThaiAndEnglish: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('การ์ดจอ ซีพียู เมนบอร์ด ฿96,590')).toHaveLength(
      tokensOf('--font-size-').length,
    );
    // The self-hosted font is the one in use, so screenshots match on every machine.
    await expect(document.fonts.check('16px "Noto Sans Thai Variable"', 'การ์ดจอ')).toBe(true);
  },
};

export const BreakpointsLayersMotion: Story = {
  render: () => <LayoutAndMotion />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1200px')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /--size-floating-button\s*56px/ })).toBeVisible();
    // The story tests run with reduced motion: every duration resolves to 0ms.
    for (const { name } of tokensOf('--duration-')) await expect(resolved(name)).toBe('0ms');
    await expect(canvas.getAllByText('now 0ms')).toHaveLength(tokensOf('--duration-').length);
  },
};
