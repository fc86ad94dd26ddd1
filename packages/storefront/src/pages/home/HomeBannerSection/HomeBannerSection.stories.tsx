import { content, envelope, getHandler, handlers, products } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { desktop, mobile, networkErrorStory, withStorefront } from '../../../content/storySupport.tsx';
import { HomeBannerSection } from './HomeBannerSection.tsx';

const meta = {
  title: 'Pages/Home/Home banner',
  component: HomeBannerSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.homeBanner.ok);
  },
} satisfies Meta<typeof HomeBannerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the browser reports a background of this colour, for comparing with the button's. */
function computedColourOf(colour: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return computed;
}

const contentColour = content.homeBanner.button.color;
/** Another colour of the fixtures (a product tag's), to show the button follows the content. */
const otherColour = products
  .flatMap((product) => product.tags)
  .map((tag) => tag.colorBanner)
  .find((colour) => colour !== contentColour) as string;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'จัดสเปกคอมในแบบของคุณ' })).toBeVisible();
    const button = canvas.getByRole('link', { name: 'เริ่มจัดสเปก' });
    await expect(button).toHaveAttribute('href', '/specAdd');
    // The colour comes from the content, through a custom property.
    await expect(getComputedStyle(button).backgroundColor).toBe(computedColourOf(contentColour));
  },
};

/** Another colour in the content paints the button in it; the link stays the content's. */
export const MobileEnglishContentColour: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    const banner = { ...content.homeBanner, button: { ...content.homeBanner.button, color: otherColour } };
    msw.use(getHandler('/pages/home/home-banner', () => HttpResponse.json(envelope(banner))));
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('link', { name: 'Start building' });
    await expect(getComputedStyle(button).backgroundColor).toBe(computedColourOf(otherColour));
    await expect(button).toHaveAttribute('href', '/specAdd');
  },
};

export const NetworkError: Story = networkErrorStory(handlers.homeBanner.networkError);

/** The server answered with an error: the section's own text in the page's language, not the server's. */
export const ServerError: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(handlers.homeBanner.error);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error fetching data');
  },
};
