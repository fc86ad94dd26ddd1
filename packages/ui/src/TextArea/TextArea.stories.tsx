import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'เนื้อหา', hint: 'ย่อหน้าละหนึ่งบรรทัด' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypingThai: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'เนื้อหา' });
    await expect(area).toHaveAccessibleDescription('ย่อหน้าละหนึ่งบรรทัด');
    await userEvent.click(area);
    await userEvent.keyboard('บรรทัดแรก{Enter}บรรทัดที่สอง');
    await expect(area).toHaveValue('บรรทัดแรก\nบรรทัดที่สอง');
    // A blinking caret would differ from one screenshot to the next.
    area.blur();
  },
};

export const ErrorEnglish: Story = {
  args: {
    label: 'Body',
    hint: 'One paragraph per line',
    error: 'Please enter the English text',
    defaultValue: '',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Body' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('One paragraph per line Please enter the English text');
  },
};

export const OnAPhone: Story = {
  args: { defaultValue: 'ข้อความยาวที่ต้องขึ้นบรรทัดใหม่เมื่อจอแคบ '.repeat(4), disabled: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'เนื้อหา' })).toBeDisabled();
  },
};
