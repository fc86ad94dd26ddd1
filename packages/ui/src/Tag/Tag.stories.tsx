import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from './Tag.tsx';
import tags from './tags.fixture.json';

type Locale = 'th' | 'en';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

function TagList({ locale }: { locale: Locale }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {tags.map((tag) => (
        <Tag key={tag.name.en} colorBanner={tag.colorBanner} colorText={tag.colorText}>
          {tag.name[locale]}
        </Tag>
      ))}
    </div>
  );
}

/** The colour a CSS colour value computes to in this browser. */
function computedColour(value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

export const ColoursFromData: Story = {
  render: () => <TagList locale="th" />,
  play: async ({ canvas }) => {
    for (const tag of tags.slice(0, 4)) {
      const style = getComputedStyle(canvas.getByText(tag.name.th));
      await expect(style.backgroundColor).toBe(computedColour(tag.colorBanner));
      await expect(style.color).toBe(computedColour(tag.colorText));
    }
    // Values that are not hex colours are ignored: the tag keeps the brand colours.
    const fallback = getComputedStyle(canvas.getByText('พรีออเดอร์'));
    await expect(fallback.backgroundColor).toBe(computedColour('var(--color-brand)'));
    await expect(fallback.color).toBe(computedColour('var(--color-on-brand)'));
  },
};

export const English: Story = {
  render: () => <TagList locale="en" />,
  globals: { locale: 'en' },
};

/** The same on a 375 px phone. */
export const ColoursFromDataOnAPhone: Story = {
  ...ColoursFromData,
  globals: { ...ColoursFromData.globals, viewport: { value: 'mobile375', isRotated: false } },
};
