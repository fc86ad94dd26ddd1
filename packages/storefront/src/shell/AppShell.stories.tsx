import { askedLists, handlers, listProductHandler, mswPath, searchAnswer } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { appHandlers, desktop, mobile, prepareStorage, signInPopup, withApp } from './storySupport.tsx';

const meta = {
  title: 'Pages/App shell',
  component: AppShell,
  decorators: [withApp],
  // The decorator renders the whole app; the shell's own page comes from the route.
  args: { children: null },
  // A page whose only call is one of the shell's own (GET /web/about) keeps the stories about the shell.
  parameters: { route: '/about', msw: { handlers: appHandlers } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const strip = () => screen.getByRole('complementary', { name: /โปรโมชั่น|Promotions?/ });

/** The browser's own matchMedia, as the module found it. */
const systemMatchMedia = window.matchMedia;

/**
 * The story browser asks for less motion (its pictures never catch a transition midway). These
 * stories say which visitor they are, whatever another story set before them: the page's question
 * about less motion is answered as `preference` would answer it.
 */
function withMotionPreference(preference: 'reduce' | 'no-preference') {
  window.matchMedia = (query) =>
    systemMatchMedia.call(
      window,
      query.replace('prefers-reduced-motion: reduce', `prefers-reduced-motion: ${preference}`),
    );
  return () => {
    window.matchMedia = systemMatchMedia;
  };
}

export const PromotionRotates: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.ok);
    return withMotionPreference('no-preference');
  },
  play: async () => {
    const link = await screen.findByRole('link', { name: /สัปดาห์เกมมิ่ง ลดสูงสุด 20%/ });
    await expect(link).toHaveAttribute('href', '/promotion/gaming-week');
    // Every 3 seconds the next active promotion; the inactive one never shows, and the strip wraps.
    await expect(await within(strip()).findByText('ส่งฟรีทั่วไทย', {}, { timeout: 4_000 })).toBeVisible();
    await expect(
      await within(strip()).findByText('สัปดาห์เกมมิ่ง ลดสูงสุด 20%', {}, { timeout: 4_000 }),
    ).toBeVisible();
    await expect(within(strip()).queryByText('โปรสงกรานต์')).toBeNull();
  },
};

export const PromotionStaysForLessMotion: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.ok);
    return withMotionPreference('reduce');
  },
  play: async () => {
    await screen.findByRole('link', { name: /สัปดาห์เกมมิ่ง ลดสูงสุด 20%/ });
    // A visitor who asked for less motion: looked at every half second through two rotations' time
    // (the second promotion would show from 3 s to 6 s), the first promotion stays.
    for (let look = 0; look < 14; look++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(within(strip()).getByText('สัปดาห์เกมมิ่ง ลดสูงสุด 20%')).toBeVisible();
    }
  },
};

export const PromotionLoading: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.loading);
  },
  play: async () => {
    await expect(await within(strip()).findByRole('status')).toHaveTextContent('กำลังโหลดโปรโมชั่น...');
  },
};

export const PromotionError: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.error);
  },
  play: async () => {
    await expect(await within(strip()).findByRole('alert')).toHaveTextContent('Failed to fetch banner data');
  },
};

export const PromotionNetworkError: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.networkError);
  },
  play: async () => {
    await expect(await within(strip()).findByRole('alert')).toHaveTextContent(
      'เกิดข้อผิดพลาดในการโหลดข้อมูลแบนเนอร์',
    );
    // The page under the strip is whole in the picture: its map and the delivery logos come last.
    await screen.findByTitle(/^แผนที่ร้าน/);
    await screen.findByRole('heading', { name: 'บริษัทขนส่งที่เราใช้' });
  },
};

export const PromotionEmpty: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.promotions.empty);
  },
  play: async () => {
    await waitFor(() => expect(strip()).toHaveTextContent('โปรโมชั่นพิเศษ'));
    await expect(within(strip()).queryByRole('link')).toBeNull();
  },
};

export const CookieDialog: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach() {
    prepareStorage({ cookieChoice: false });
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' }, { timeout: 3_000 });
    await expect(within(dialog).getByRole('link', { name: /คุกกี้/ })).toHaveAttribute('href', '/privacy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยอมรับ' }));
    await expect(localStorage.getItem('cookiesAccepted')).toBe('true');
    await expect(screen.getByText('คุณยอมรับการใช้คุกกี้แล้ว')).toBeVisible();
  },
};

export const FooterAndChatEnglishMobile: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('navigation', { name: 'Help and policies' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with us' });
    const links = await within(chat).findAllByRole('link');
    // Sorted by order; each opens in a new tab without opener or referrer.
    await expect(links[0]).toHaveTextContent(/LINE/);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Guest: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'ตะกร้าสินค้า' })).toBeNull();
    // A guest's cart button opens the login popup.
    await userEvent.click(screen.getByRole('button', { name: 'ตะกร้าสินค้า' }));
    await expect(await signInPopup()).toBeVisible();
  },
};

export const CustomerWithCartBadge: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cart (3 items)' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(screen.getByRole('button', { name: 'My account' })).toBeVisible();
  },
};

export const AccountPopupWithNews: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชีของฉัน' }));
    const account = await screen.findByRole('dialog', { name: 'บัญชีของฉัน' });
    await expect(await within(account).findByText('สวัสดี คุณสมชาย')).toBeVisible();
    const news = await within(account).findAllByRole('heading', { level: 4 });
    // Newest first, inactive news left out.
    await expect(news[0]).toHaveTextContent('RTX 5060 Ti 16GB เข้าแล้ว');
    await expect(within(account).getByRole('link', { name: 'ข้อมูลบัญชี' })).toHaveAttribute('href', '/info');
  },
};

export const AccountPopupNoNews: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    prepareStorage({ signedIn: true });
    msw.use(handlers.news.empty);
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชีของฉัน' }));
    const account = await screen.findByRole('dialog', { name: 'บัญชีของฉัน' });
    await expect(await within(account).findByText('ไม่มีข่าวสาร')).toBeVisible();
  },
};

export const LoginPopupErrors: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    const popup = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    const submit = await within(popup).findByRole('button', { name: 'เข้าสู่ระบบ' });
    await userEvent.click(submit);
    await expect(await within(popup).findByRole('alert')).toHaveTextContent('กรุณากรอกอีเมลและรหัสผ่าน');
    await userEvent.type(within(popup).getByLabelText(/^อีเมล/), 'somchai@example.com');
    await userEvent.type(within(popup).getByLabelText(/^รหัสผ่าน/), 'wrong-password');
    await userEvent.click(submit);
    await waitFor(() => expect(within(popup).getByRole('alert')).toHaveTextContent('อีเมลหรือรหัสผ่านไม่ถูกต้อง'));
    // The popup stays open and keeps what was typed.
    await expect(within(popup).getByLabelText(/^อีเมล/)).toHaveValue('somchai@example.com');
  },
};

export const RegisterPopupSuccess: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No account yet? Register' }));
    const popup = await screen.findByRole('dialog', { name: 'Create an account' });
    const type = async (label: string, text: string) =>
      userEvent.type(await within(popup).findByLabelText(new RegExp(`^${label}`)), text);
    await type('First name', 'Somchai');
    await type('Last name', 'Jaidee');
    await type('Email', 'somchai@example.com');
    await type('Phone number', '0812345678');
    await type('Password', 'correct-horse');
    await type('Confirm password', 'correct-horse');
    await userEvent.click(within(popup).getByRole('button', { name: 'Register' }));
    await expect(await within(popup).findByRole('alert')).toHaveTextContent(
      'Please accept terms and conditions',
    );
    await userEvent.click(within(popup).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Register' }));
    const loginPopup = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(within(loginPopup).getByRole('status')).toHaveTextContent(
      'Registration successful, please login',
    );
    // The email just registered is already in the login form.
    await expect(within(loginPopup).getByLabelText(/^Email/)).toHaveValue('somchai@example.com');
  },
};

const openSearch = async (userEvent: { click: (element: Element) => Promise<void> }, name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('combobox', { name });
};

/**
 * The search's answer with 37 matches in all, of which it sends the first; one of them sold out.
 * All 37 are graphics cards, of three brands.
 */
const rtxSearchHandler = http.get(mswPath('/web/search-product/search'), () => {
  const answer = searchAnswer('RTX');
  const [first, ...rest] = answer.data;
  const brand = (value: string, name: string, count: number) => ({
    value,
    label: { th: name, en: name },
    count,
  });
  return HttpResponse.json({
    ...answer,
    data: first ? [{ ...first, inStock: false }, ...rest] : rest,
    total: 37,
    facets: {
      categories: [{ value: 'gpu', label: { th: 'การ์ดจอ', en: 'Graphics Card' }, count: 37 }],
      brands: [brand('asus', 'ASUS', 14), brand('msi', 'MSI', 12), brand('gigabyte', 'GIGABYTE', 11)],
      priceBands: [],
    },
  });
});

export const SearchResults: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(rtxSearchHandler);
  },
  play: async ({ userEvent }) => {
    const box = await openSearch(userEvent, 'ค้นหาสินค้า');
    await userEvent.type(box, 'RTX');
    const options = await screen.findAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    // The count is the server's total of every match, not the suggestions shown.
    await expect(screen.getByRole('status')).toHaveTextContent('พบสินค้า 37 รายการ');
    // Each suggestion has its price and stock.
    await expect(options[0]).toHaveTextContent('สินค้าหมด');
    await expect(options[1]).toHaveTextContent('มีสินค้า');
    await expect(options[1]).toHaveTextContent(/฿[\d,]+/);
    await expect(screen.getByRole('link', { name: 'ดูผลการค้นหาทั้งหมด' })).toHaveAttribute(
      'href',
      '/search?q=RTX',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    // Where all 37 fall, each a link to the results narrowed to it.
    const narrow = screen.getByRole('navigation', { name: 'เลือกดูผลการค้นหา' });
    const categories = within(within(narrow).getByRole('list', { name: 'หมวดหมู่' })).getAllByRole('link');
    await expect(categories.map((link) => link.textContent)).toEqual(['การ์ดจอ (37)']);
    await expect(categories[0]).toHaveAttribute('href', '/search?q=RTX&category=gpu');
    const brands = within(within(narrow).getByRole('list', { name: 'แบรนด์' })).getAllByRole('link');
    await expect(brands.map((link) => link.textContent)).toEqual(['ASUS (14)', 'MSI (12)', 'GIGABYTE (11)']);
    await expect(brands[1]).toHaveAttribute('href', '/search?q=RTX&brand=msi');
  },
};

export const SearchFacetOpensNarrowedResults: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(rtxSearchHandler);
  },
  parameters: { msw: { handlers: [listProductHandler, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    const box = await openSearch(userEvent, 'Search products');
    await userEvent.type(box, 'RTX');
    const narrow = await screen.findByRole('navigation', { name: 'Narrow the results' });
    await expect(within(narrow).getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(within(narrow).getByRole('link', { name: 'ASUS (14)' })).toBeVisible();
    await userEvent.click(within(narrow).getByRole('link', { name: 'Graphics Card (37)' }));
    // The popup closes on the results page, which asks for the term's matches in that category only.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “RTX”' })).toBeVisible();
    await waitFor(() =>
      expect(askedLists.at(-1)).toMatchObject({ type: 'search', dataFilter: 'RTX', categories: ['gpu'] }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SearchFacetsMobileThai: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(rtxSearchHandler);
  },
  play: async ({ userEvent }) => {
    const box = await openSearch(userEvent, 'ค้นหาสินค้า');
    await userEvent.type(box, 'RTX');
    const narrow = await screen.findByRole('navigation', { name: 'เลือกดูผลการค้นหา' });
    await expect(within(narrow).getByRole('link', { name: 'การ์ดจอ (37)' })).toBeVisible();
    await expect(within(narrow).getByRole('link', { name: 'GIGABYTE (11)' })).toBeVisible();
  },
};

export const SearchFacetsDesktopEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(rtxSearchHandler);
  },
  play: async ({ userEvent }) => {
    const box = await openSearch(userEvent, 'Search products');
    await userEvent.type(box, 'RTX');
    const narrow = await screen.findByRole('navigation', { name: 'Narrow the results' });
    await expect(within(narrow).getByRole('link', { name: 'Graphics Card (37)' })).toHaveAttribute(
      'href',
      '/search?q=RTX&category=gpu',
    );
    await expect(within(narrow).getByRole('link', { name: 'GIGABYTE (11)' })).toBeVisible();
  },
};

export const SearchButtonOpensResultsPage: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [listProductHandler, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    const box = await openSearch(userEvent, 'ค้นหาสินค้า');
    await userEvent.type(box, 'RTX');
    await screen.findAllByRole('option');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    // The popup closes on the results page, which asks for every match of the term.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ผลการค้นหา “RTX”' })).toBeVisible();
    await waitFor(() => expect(askedLists.at(-1)).toMatchObject({ type: 'search', dataFilter: 'RTX' }));
    await expect(await canvas.findByText('พบสินค้า 3 รายการ')).toBeVisible();
    // Where focus lands as the popup closes and the page changes is not this story's subject.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SearchEnterOpensResultsPage: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [listProductHandler, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    const box = await openSearch(userEvent, 'Search products');
    await userEvent.type(box, 'samsung');
    await screen.findAllByRole('option');
    // Enter with no suggestion chosen opens the results page.
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Results for “samsung”' }),
    ).toBeVisible();
    await waitFor(() => expect(askedLists.at(-1)).toMatchObject({ type: 'search', dataFilter: 'samsung' }));
    await expect(await canvas.findByText('2 products')).toBeVisible();
    // Where focus lands as the popup closes and the page changes is not this story's subject.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SearchNoResultsEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ userEvent }) => {
    const box = await openSearch(userEvent, 'Search products');
    await userEvent.type(box, 'zzzz');
    await expect(await screen.findByText('No search results found')).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

export const SearchError: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.search.error);
  },
  play: async ({ userEvent }) => {
    const box = await openSearch(userEvent, 'ค้นหาสินค้า');
    await userEvent.type(box, 'การ์ดจอ');
    await expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการค้นหา');
  },
};

export const MobileNavigationDrawer: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
  play: async ({ canvas, userEvent }) => {
    // Below 1200 px the category tree is not stacked under the header but in the drawer.
    await expect(canvas.queryByRole('navigation', { name: 'หมวดหมู่สินค้า' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'เปิดเมนู' }));
    const drawer = await screen.findByRole('dialog', { name: 'เมนู' });
    // The drawer asks for the tree when it first opens.
    const categories = within(await within(drawer).findByRole('navigation', { name: 'หมวดหมู่สินค้า' }));
    await expect(await categories.findByRole('button', { name: 'อุปกรณ์คอมพิวเตอร์' })).toBeVisible();
    for (const name of ['หน้าแรก', 'คอมเซ็ต', 'จัดสเปกคอม', 'เปรียบเทียบสินค้า', 'เกี่ยวกับเรา', 'บริการหลังการขาย']) {
      await expect(within(drawer).getByRole('link', { name })).toBeVisible();
    }
    // Customers also get the cart link; the page shown now is marked.
    await expect(within(drawer).getByRole('link', { name: 'ตะกร้าสินค้า' })).toHaveAttribute('href', '/cart');
    await expect(within(drawer).getByRole('link', { name: 'เกี่ยวกับเรา' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
