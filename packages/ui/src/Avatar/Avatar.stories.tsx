import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import portrait from '../../../../.storybook/fixtures/images/avatar.svg';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
  args: { firstName: 'สมชาย', lastName: 'ใจดี', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  args: { src: portrait },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'สมชาย ใจดี' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', portrait));
    await expect(canvas.queryByText('สจ')).toBeNull();
  },
};

export const InitialsThai: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <Avatar firstName="สมชาย" lastName="ใจดี" size="lg" />
      <Avatar firstName="เอกชัย" lastName="ไชยมงคล" size="md" />
      <Avatar firstName="แพรวา" size="sm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'สมชาย ใจดี' })).toHaveTextContent('สจ');
    // Leading vowels are skipped: the initials are the first consonants.
    await expect(canvas.getByRole('img', { name: 'เอกชัย ไชยมงคล' })).toHaveTextContent('อช');
    await expect(canvas.getByRole('img', { name: 'แพรวา' })).toHaveTextContent(/^พ$/);
  },
};

export const InitialsEnglish: Story = {
  args: { firstName: 'jane', lastName: 'Doe' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'jane Doe' })).toHaveTextContent('JD');
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: '/no-such-picture.png', size: 'md' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สจ')).toBeVisible();
  },
};

export const GenericIcon: Story = {
  args: { firstName: undefined, lastName: undefined },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'ผู้ใช้' });
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

/** The same on a 375 px phone. */
export const InitialsThaiOnAPhone: Story = {
  ...InitialsThai,
  globals: { ...InitialsThai.globals, viewport: { value: 'mobile375', isRotated: false } },
};
