import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page heading that the design leaves out: in the outline for screen readers, not on the screen. */
export const PageHeading: Story = {
  args: { as: 'h1', children: 'คอมพิวเตอร์เซ็ต' },
  render: (args) => (
    <section aria-labelledby="hidden-heading">
      <VisuallyHidden {...args} id="hidden-heading" />
      <p>เนื้อหาของหน้าเริ่มที่นี่ ไม่มีหัวข้อให้เห็นเหนือข้อความนี้</p>
    </section>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'คอมพิวเตอร์เซ็ต' });
    await expect(canvas.getByRole('region', { name: 'คอมพิวเตอร์เซ็ต' })).toBeInTheDocument();
    const box = heading.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    // Hidden from sight only: display or visibility would hide it from screen readers as well.
    await expect(getComputedStyle(heading).display).not.toBe('none');
    await expect(getComputedStyle(heading).visibility).toBe('visible');
  },
};

/** A live line that announces a list's state, for example while results load. */
export const LiveStatusInEnglish: Story = {
  args: { as: 'p', role: 'status', children: 'Loading products…' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('P');
    await expect(status).toHaveTextContent('Loading products…');
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
