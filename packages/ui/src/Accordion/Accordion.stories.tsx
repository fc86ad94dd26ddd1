import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const specItems = [
  {
    value: 'general',
    title: 'ข้อมูลทั่วไป',
    content: <p>ยี่ห้อ ASUS · รุ่น TUF Gaming RTX 5090</p>,
  },
  { value: 'memory', title: 'หน่วยความจำ', content: <p>32GB GDDR7 · 512-bit</p> },
  { value: 'power', title: 'การใช้พลังงาน', content: <p>575 W · แนะนำพาวเวอร์ซัพพลาย 1000 W</p> },
];

const meta: Meta<typeof Accordion> = {
  title: 'UI/Accordion',
  component: Accordion,
  parameters: { layout: 'padded' },
  args: { type: 'multiple', items: specItems, defaultValue: ['general'] },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof Accordion>;

export const PlusAndMinus: Story = {
  play: async ({ canvas, userEvent }) => {
    const general = canvas.getByRole('button', { name: 'ข้อมูลทั่วไป' });
    const memory = canvas.getByRole('button', { name: 'หน่วยความจำ' });
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(memory).toHaveAttribute('aria-expanded', 'false');
    // Open shows a minus, closed a plus (both drawn, one hidden).
    const visibleIcon = (trigger: HTMLElement) =>
      [...trigger.querySelectorAll('svg')].filter((icon) => getComputedStyle(icon).display !== 'none');
    await expect(visibleIcon(general)).toHaveLength(1);
    await expect(visibleIcon(general)[0]?.querySelector('path')).toHaveAttribute('d', 'M5 12h14');
    await expect(visibleIcon(memory)[0]?.querySelector('path')).toHaveAttribute('d', 'M12 5v14M5 12h14');

    await userEvent.tab();
    await expect(general).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(memory).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(memory).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('32GB GDDR7 · 512-bit')).toBeVisible();
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'หน่วยความจำ' })).toBeVisible();
  },
};

export const SingleEnglish: Story = {
  args: {
    type: 'single',
    defaultValue: 'shipping',
    items: [
      { value: 'shipping', title: 'How long does delivery take?', content: <p>3–5 working days.</p> },
      { value: 'returns', title: 'Can I return a product?', content: <p>Within 7 days of receipt.</p> },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const shipping = canvas.getByRole('button', { name: 'How long does delivery take?' });
    const returns = canvas.getByRole('button', { name: 'Can I return a product?' });
    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    // Single accordions can close the open item again.
    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
