import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import hero1Mobile from '../../../../.storybook/fixtures/images/hero-1-mobile.svg';
import hero1Pc from '../../../../.storybook/fixtures/images/hero-1-pc.svg';
import hero2Mobile from '../../../../.storybook/fixtures/images/hero-2-mobile.svg';
import hero2Pc from '../../../../.storybook/fixtures/images/hero-2-pc.svg';
import hero3Mobile from '../../../../.storybook/fixtures/images/hero-3-mobile.svg';
import hero3Pc from '../../../../.storybook/fixtures/images/hero-3-pc.svg';
import { Carousel, type CarouselSlide } from './Carousel.tsx';

const thaiSlides: CarouselSlide[] = [
  {
    id: 'hero-rtx-5090',
    imagePc: hero1Pc,
    imageMobile: hero1Mobile,
    title: 'พลังเต็มขั้นกับ RTX 5090',
    description: 'ASUS GeForce RTX 5090 TUF GAMING 32GB ลดเหลือ 94,590 บาท',
    buttonText: 'ดูสินค้า',
    buttonHref: '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G',
  },
  {
    id: 'hero-9800x3d',
    imagePc: hero2Pc,
    imageMobile: hero2Mobile,
    title: 'ซีพียูเกมมิ่งที่เร็วที่สุด',
    description: 'AMD Ryzen 7 9800X3D 8 คอร์ 16 เธรด พร้อม 3D V-Cache',
    buttonText: 'ดูสินค้า',
    buttonHref: '/product/CPU-AMD-R7-9800X3D',
  },
  {
    id: 'hero-spec',
    imagePc: hero3Pc,
    imageMobile: hero3Mobile,
    title: 'จัดสเปกคอมในแบบของคุณ',
    description: 'ระบบตรวจความเข้ากันได้ของทุกชิ้นส่วนอัตโนมัติ',
    buttonText: 'เริ่มจัดสเปก',
    buttonHref: 'javascript:alert(1)',
  },
];

const englishSlides: CarouselSlide[] = [
  {
    ...(thaiSlides[0] as CarouselSlide),
    title: 'Full power with the RTX 5090',
    description: 'ASUS GeForce RTX 5090 TUF GAMING 32GB, now 94,590 THB',
    buttonText: 'Shop now',
  },
  {
    ...(thaiSlides[1] as CarouselSlide),
    title: 'The fastest gaming CPU',
    description: 'AMD Ryzen 7 9800X3D, 8 cores, 16 threads, 3D V-Cache',
    buttonText: 'Shop now',
  },
  {
    ...(thaiSlides[2] as CarouselSlide),
    title: 'Build the PC that fits you',
    description: 'Every part is checked for compatibility as you pick it',
    buttonText: 'Start building',
    buttonHref: '/spec',
  },
];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { status: 'ready', slides: thaiSlides, index: 0, onIndexChange: fn() },
  // The index is controlled: the story keeps it the way a page (or its auto-advance machine) would.
  render: function ControlledCarousel(args) {
    const [index, setIndex] = useState(args.index);
    return (
      <Carousel
        {...args}
        index={index}
        onIndexChange={(next) => {
          args.onIndexChange(next);
          setIndex(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'สไลด์ที่ 1 จาก 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูสินค้า' })).toHaveAttribute(
      'href',
      '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G',
    );

    // Previous from the first slide wraps to the last; next from the last wraps to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ก่อนหน้า' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('heading', { name: 'จัดสเปกคอมในแบบของคุณ' })).toBeVisible();
    // This slide's button link is javascript:, so it is not rendered at all.
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ถัดไป' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);

    // Dots jump to a slide and mark the current one; they are reachable by keyboard.
    const second = canvas.getByRole('button', { name: 'สไลด์ที่ 2 จาก 3' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { name: 'ซีพียูเกมมิ่งที่เร็วที่สุด' })).toBeVisible();
  },
};

export const DesktopEnglish: Story = {
  args: { slides: englishSlides, index: 1 },
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

export const MobileThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvasElement }) => {
    // Phones get the square image of the slide.
    const image = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(canvasElement.querySelector('source')).toHaveAttribute('srcset', hero1Mobile);
    await expect(image.currentSrc).toContain(hero1Mobile);
  },
};

export const Loading: Story = {
  args: { status: 'loading', slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
  },
};

export const ErrorEnglish: Story = {
  args: { status: 'error', slides: [], errorMessage: 'Cannot connect to the server' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot connect to the server');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { slides: [] },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
