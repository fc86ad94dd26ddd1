import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonVariant } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'เพิ่มลงตะกร้า', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <div style={row}>
        {variants.map((variant) => (
          <Button key={variant} {...args} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>
      <div style={row}>
        {variants.map((variant) => (
          <Button key={variant} {...args} variant={variant} disabled>
            {variant}
          </Button>
        ))}
      </div>
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    // Keyboard: Tab reaches the enabled buttons in order and skips the disabled ones.
    for (const variant of variants) {
      await userEvent.tab();
      await expect(canvas.getAllByRole('button', { name: variant })[0]).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getAllByRole('button', { name: 'danger' })[1] as HTMLElement);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        เล็ก Small
      </Button>
      <Button {...args} size="md">
        กลาง Medium
      </Button>
      <Button {...args} size="lg">
        ใหญ่ Large
      </Button>
    </div>
  ),
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'กำลังเพิ่ม…' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'กำลังเพิ่ม…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A busy button stays focusable (focus is not lost) but does nothing.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BusySubmitDoesNotSubmit: Story = {
  args: { busy: true, type: 'submit', children: 'ชำระเงิน' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <label>
        รหัสส่วนลด <input name="code" />
      </label>{' '}
      <Button {...args} />
    </form>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'รหัสส่วนลด' }), 'SAVE10{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'ชำระเงิน' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="/cart">ไปที่ตะกร้า</a> },
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'ไปที่ตะกร้า' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Add to cart' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
};
