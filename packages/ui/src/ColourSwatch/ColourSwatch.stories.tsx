import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourSwatch } from './ColourSwatch.tsx';
import colours from './colours.fixture.json';

// Brand colours as the back office lists them, and a value that is not a colour at all.
const meta = {
  title: 'UI/ColourSwatch',
  component: ColourSwatch,
  parameters: { layout: 'padded' },
  render: () => (
    <ul style={{ display: 'grid', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}>
      {[...colours.brands, colours.notAColour].map((colour) => (
        <li key={colour}>
          <ColourSwatch colour={colour} />
        </li>
      ))}
    </ul>
  ),
  args: { colour: colours.brands[0] as string },
} satisfies Meta<typeof ColourSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a CSS colour value computes to in this browser. */
function computedColour(value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

const sampleOf = (code: HTMLElement) => code.previousElementSibling as HTMLElement;

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    for (const colour of colours.brands) {
      // The code is the text; the sample beside it shows that colour and is hidden from assistive tech.
      const code = canvas.getByText(colour);
      await expect(code).toBeVisible();
      await expect(getComputedStyle(sampleOf(code)).backgroundColor).toBe(computedColour(colour));
      await expect(sampleOf(code)).toHaveAttribute('aria-hidden', 'true');
    }
    // Not a hex colour: the text as it is, the sample left empty.
    const odd = canvas.getByText(colours.notAColour);
    await expect(getComputedStyle(sampleOf(odd)).backgroundColor).toBe(
      computedColour('var(--color-surface-sunken)'),
    );
  },
};

export const English: Story = { ...Thai, globals: { locale: 'en' } };

const phone = { viewport: { value: 'mobile375', isRotated: false } };

export const ThaiOnAPhone: Story = { ...Thai, globals: { ...phone, locale: 'th' } };

export const EnglishOnAPhone: Story = { ...Thai, globals: { ...phone, locale: 'en' } };
