import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StepIndicator } from './StepIndicator.tsx';

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  parameters: { layout: 'padded' },
  args: {
    label: 'ขั้นตอนการสั่งซื้อ',
    steps: ['ตะกร้าสินค้า', 'ที่อยู่จัดส่ง', 'ชำระเงิน'],
    current: 2,
    onStepClick: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EarlierStepsGoBack: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const navigation = canvas.getByRole('navigation', { name: 'ขั้นตอนการสั่งซื้อ' });
    // Only the earlier step is a button.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1 ตะกร้าสินค้า' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenCalledWith(1);

    await expect(navigation.querySelector('[aria-current="step"]')).toHaveTextContent('2ที่อยู่จัดส่ง');
    // Later steps do nothing.
    await userEvent.click(canvas.getByText('ชำระเงิน'));
    await userEvent.click(canvas.getByText('ที่อยู่จัดส่ง'));
    await expect(args.onStepClick).toHaveBeenCalledTimes(1);
    await expectLinesBetweenNumbers(navigation);
  },
};

/** The line between two steps stops at the circles: it never crosses a number. */
async function expectLinesBetweenNumbers(root: HTMLElement) {
  const steps = [...root.querySelectorAll('li')];
  const numbers = steps.map((step) => step.querySelector('span span, button span')?.getBoundingClientRect());
  for (const [index, step] of steps.entries()) {
    if (index === 0) continue;
    const line = getComputedStyle(step, '::before');
    const box = step.getBoundingClientRect();
    const start = box.left + Number.parseFloat(line.left);
    const end = box.right - Number.parseFloat(line.right);
    await expect(start).toBeGreaterThanOrEqual(numbers[index - 1]?.right ?? 0);
    await expect(end).toBeLessThanOrEqual(numbers[index]?.left ?? 0);
  }
}

export const LastStepEnglish: Story = {
  args: { label: 'Checkout steps', steps: ['Cart', 'Shipping Address', 'Payment'], current: 3 },
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2 Shipping Address' }));
    await expect(args.onStepClick).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Payment').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const FirstStepMobile: Story = {
  args: { current: 1, label: undefined },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ขั้นตอน' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutGoingBack: Story = {
  args: { onStepClick: undefined, current: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
