import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styles from './HorizontalScroller.stories.module.css';
import { HorizontalScroller } from './HorizontalScroller.tsx';

// Brands of the seed catalogue, as the home page's brand shortcuts link them.
const brands = [
  'ASUS',
  'MSI',
  'GIGABYTE',
  'AMD',
  'Intel',
  'NVIDIA',
  'Corsair',
  'Kingston',
  'Samsung',
  'Western Digital',
  'Seagate',
  'Cooler Master',
  'NZXT',
  'Lian Li',
  'be quiet!',
  'Noctua',
  'ARCTIC',
  'DeepCool',
];

function BrandTiles() {
  return brands.map((name) => (
    <a key={name} href={`/brand/${encodeURIComponent(name)}`} className={styles.brand}>
      {name}
    </a>
  ));
}

const meta = {
  title: 'UI/HorizontalScroller',
  component: HorizontalScroller,
  args: { label: 'แบรนด์', children: <BrandTiles /> },
  decorators: [
    (Story) => (
      <div className={styles.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HorizontalScroller>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const BrandsThai: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const track = canvas.getByRole('link', { name: 'ASUS' }).parentElement as HTMLElement;
    const left = canvas.getByRole('button', { name: 'เลื่อนไปทางซ้าย' });
    const right = canvas.getByRole('button', { name: 'เลื่อนไปทางขวา' });
    await expect(left).toBeDisabled();

    // Each press moves the row by the step, 200 px.
    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBe(200));
    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBe(400));
    await userEvent.click(left);
    await waitFor(() => expect(track.scrollLeft).toBe(200));

    // Dragging 100 px to the left with the mouse scrolls 150 px, and the release is no click on the link.
    const clicks: boolean[] = [];
    const recordClick = (event: MouseEvent) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.addEventListener('click', recordClick);
    const link = canvas.getByRole('link', { name: 'Kingston' });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { clientX: 700, clientY: 40 } },
      { target: link, coords: { clientX: 650, clientY: 40 } },
      { target: link, coords: { clientX: 600, clientY: 40 } },
      { keys: '[/MouseLeft]', target: link, coords: { clientX: 600, clientY: 40 } },
    ]);
    canvasElement.removeEventListener('click', recordClick);
    await expect(track.scrollLeft).toBe(350);
    await expect(clicks).toEqual([true]);

    // Keyboard: the buttons are reachable and work with Enter.
    right.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(track.scrollLeft).toBe(550));
  },
};

export const BrandsMobileEnglish: Story = {
  args: { label: 'Brands' },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Brands' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeEnabled();
  },
};

/** The TikTok row: a press moves one 374 px video (358 px wide plus the 16 px gap). */
export const TikTokStep: Story = {
  args: {
    label: 'TikTok',
    step: 374,
    children: [1, 2, 3, 4, 5, 6].map((number) => (
      <a key={number} href={`/comset#video-${number}`} className={styles.video}>
        วิดีโอ {number}
      </a>
    )),
  },
  play: async ({ canvas, userEvent }) => {
    const track = canvas.getByRole('link', { name: 'วิดีโอ 1' }).parentElement as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'เลื่อนไปทางขวา' }));
    await waitFor(() => expect(track.scrollLeft).toBe(374));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'เลื่อนไปทางซ้าย' })).toBeEnabled());
  },
};

export const AllItemsFit: Story = {
  args: {
    children: brands.slice(0, 3).map((name) => (
      <a key={name} href={`/brand/${name}`} className={styles.brand}>
        {name}
      </a>
    )),
  },
  play: async ({ canvas }) => {
    // The row is measured once it is laid out (before it is painted).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'เลื่อนไปทางขวา' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'เลื่อนไปทางซ้าย' })).toBeDisabled();
  },
};
