import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import cpu from '../../../../.storybook/fixtures/images/cpu.svg';
import gpu from '../../../../.storybook/fixtures/images/gpu.svg';
import monitor from '../../../../.storybook/fixtures/images/monitor.svg';
import tags from '../Tag/tags.fixture.json';
import styles from './ProductCard.stories.module.css';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

type Locale = 'th' | 'en';
const [bestSeller, sale] = tags;

/** Products of the seed catalogue, as the home page's list banners show them. */
function cards(locale: Locale): ProductCardProps[] {
  const buy = locale === 'th' ? 'ซื้อสินค้า' : 'Buy Product';
  return [
    {
      href: '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G?section=home',
      name: 'ASUS GeForce RTX 5090 TUF GAMING 32GB',
      image: gpu,
      tag: bestSeller && { ...bestSeller, name: bestSeller.name[locale] },
      highlights: [
        { bold: '32GB', normal: locale === 'th' ? 'หน่วยความจำการ์ดจอ' : 'video memory' },
        { bold: '348 mm', normal: locale === 'th' ? 'ความยาวการ์ด' : 'card length' },
      ],
      price: 9659000,
      salePrice: 9459000,
      ctaLabel: buy,
      imagePriority: true,
    },
    {
      href: '/product/CPU-AMD-R7-9800X3D?section=home',
      name: 'AMD Ryzen 7 9800X3D',
      image: cpu,
      tag: sale && { ...sale, name: sale.name[locale] },
      highlights: [
        { bold: locale === 'th' ? '8 คอร์' : '8 cores', normal: locale === 'th' ? '16 เธรด' : '16 threads' },
      ],
      price: 1799000,
      salePrice: 1799000,
      ctaLabel: buy,
    },
    {
      href: '/product/MON-ASUS-TUF-GAMING-VG27AQ?section=home',
      name: 'ASUS TUF Gaming VG27AQ 27" 2K IPS 165Hz',
      image: monitor,
      price: 899000,
      ctaLabel: buy,
    },
    {
      href: '/product/KB-RK-RK61?section=home',
      name: 'Royal Kludge RK61 Wireless Mechanical Keyboard',
      image: null,
      price: 129000,
      salePrice: 99000,
      ctaLabel: buy,
    },
  ];
}

function CardGrid({ locale }: { locale: Locale }) {
  return (
    <div className={styles.grid}>
      {cards(locale).map((card) => (
        <ProductCard key={card.href} {...card} />
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: cards('th')[0] as ProductCardProps,
  render: (_args, { globals }) => <CardGrid locale={globals.locale === 'en' ? 'en' : 'th'} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    // The name and the call to action both lead to the product page.
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    const hrefs = [...first.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G?section=home',
      '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G?section=home',
    ]);
    await expect(canvas.getByRole('heading', { level: 3, name: 'AMD Ryzen 7 9800X3D' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'ซื้อสินค้า' })).toHaveLength(4);
    await expect(canvas.getByText('สินค้าขายดี')).toBeVisible();
    await expect(canvas.getByText('32GB')).toBeVisible();
    // On sale: the regular price struck through.
    await expect(first.querySelector('del')).toHaveTextContent('฿96,590');
    await expect(canvasElement.querySelectorAll('del')).toHaveLength(2);
    // The first card's picture loads at once, ahead of the others; the rest wait to be near the screen.
    const pictures = [...canvasElement.querySelectorAll('article img')];
    await expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    await expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
    ]);
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Buy Product' })).toHaveLength(4);
    await expect(canvas.getByText('Best seller')).toBeVisible();
  },
};

/** No picture, or one that fails to load: the same square with a neutral placeholder. */
export const MissingPictures: Story = {
  globals: { ...desktop, locale: 'th' },
  render: () => (
    <div className={styles.grid}>
      <ProductCard {...(cards('th')[3] as ProductCardProps)} />
      <ProductCard {...(cards('th')[2] as ProductCardProps)} image="/missing-picture.svg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(0));
    await expect(canvasElement.querySelectorAll('article svg')).toHaveLength(2);
  },
};

/** The comparison grid: the button chooses a product, chosen cards carry their number; one product is new. */
export const ComparisonChoiceThai: Story = {
  globals: { ...desktop, locale: 'th' },
  args: { onCtaClick: fn() },
  render: function ComparisonChoice(args) {
    const [chosen, setChosen] = useState<string[]>(['/product/CPU-AMD-R7-9800X3D?section=home']);
    const toggle = (href: string) =>
      setChosen((current) =>
        current.includes(href) ? current.filter((item) => item !== href) : [...current, href],
      );
    return (
      <div className={styles.grid}>
        {cards('th').map((card, index) => {
          const number = chosen.indexOf(card.href) + 1;
          return (
            <ProductCard
              key={card.href}
              {...card}
              isNew={index === 2}
              ctaLabel="เลือกเปรียบเทียบ"
              ctaPressed={number > 0}
              selectedNumber={number > 0 ? number : null}
              onCtaClick={() => {
                args.onCtaClick?.();
                toggle(card.href);
              }}
            />
          );
        })}
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const [gpuCard, cpuCard, monitorCard] = canvas.getAllByRole('article') as HTMLElement[];
    await expect(within(cpuCard as HTMLElement).getByText('เลือกเปรียบเทียบเป็นลำดับที่ 1')).toBeInTheDocument();
    await expect(within(monitorCard as HTMLElement).getByText('ใหม่')).toBeVisible();

    // Choosing the GPU makes it number 2; its button shows the pressed state.
    const choose = within(gpuCard as HTMLElement).getByRole('button', { name: 'เลือกเปรียบเทียบ' });
    await expect(choose).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(choose);
    await expect(args.onCtaClick).toHaveBeenCalledTimes(1);
    await expect(choose).toHaveAttribute('aria-pressed', 'true');
    await expect(within(gpuCard as HTMLElement).getByText('เลือกเปรียบเทียบเป็นลำดับที่ 2')).toBeInTheDocument();
    // The name still leads to the product page; the call to action is no link.
    await expect(within(gpuCard as HTMLElement).getAllByRole('link')).toHaveLength(1);
  },
};

/** Compact cards in a narrow list, one adding to the cart. */
export const CompactBusyMobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  render: () => (
    <div className={styles.list}>
      {cards('en')
        .slice(0, 3)
        .map((card, index) => (
          <ProductCard
            key={card.href}
            {...card}
            variant="compact"
            isNew={index === 0}
            ctaLabel="Add to Cart"
            ctaBusy={index === 1}
            ctaBusyLabel="Adding..."
            onCtaClick={() => {}}
          />
        ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Adding...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // Compact cards leave the highlights out.
    await expect(canvas.queryByText('32GB')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
  },
};
