import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Who may open a route: everyone, signed-in customers, guests, or everyone without any redirect (callbacks). */
export type RouteAccess = 'public' | 'customer' | 'guest' | 'callback';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  page: LazyExoticComponent<ComponentType>;
  /** Message id of the page's name, for the window title. */
  title: string;
}

const HomePage = lazy(() => import('../pages/home/HomePage.tsx'));
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage.tsx'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage.tsx'));
const SocialCallbackPage = lazy(() => import('../pages/auth/SocialCallbackPage.tsx'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage.tsx'));
const EditProfilePage = lazy(() => import('../pages/profile/EditProfilePage.tsx'));
const ChangePasswordPage = lazy(() => import('../pages/profile/ChangePasswordPage.tsx'));

/** Spec part 2 §2, plus the pages it links to (/login, /orders, /profile/…), in matching order. */
export const ROUTES: RouteEntry[] = [
  { path: '/', access: 'public', page: HomePage, title: 'page.home.title' },
  { path: '/about', access: 'public', page: ComingSoonPage, title: 'ui.navbar.about' },
  { path: '/info', access: 'customer', page: ComingSoonPage, title: 'page.info.title' },
  { path: '/afterSale', access: 'public', page: ComingSoonPage, title: 'ui.navbar.afterSale' },
  { path: '/spec', access: 'public', page: ComingSoonPage, title: 'ui.navbar.spec' },
  { path: '/specAdd', access: 'public', page: ComingSoonPage, title: 'ui.navbar.spec' },
  { path: '/compare', access: 'public', page: ComingSoonPage, title: 'ui.navbar.compare' },
  { path: '/cart', access: 'customer', page: ComingSoonPage, title: 'ui.navbar.cart' },
  { path: '/product/:sku', access: 'public', page: ComingSoonPage, title: 'page.product.title' },
  { path: '/comset', access: 'public', page: ComingSoonPage, title: 'ui.navbar.comset' },
  { path: '/privacy', access: 'public', page: ComingSoonPage, title: 'page.privacy.title' },
  { path: '/privacy-policy', access: 'public', page: ComingSoonPage, title: 'page.privacy.title' },
  { path: '/terms', access: 'public', page: ComingSoonPage, title: 'page.terms.title' },
  {
    path: '/category/:category/:subcategory?/:subsubcategory?',
    access: 'public',
    page: ComingSoonPage,
    title: 'ui.categoryMenu.label',
  },
  { path: '/promotion/:type?', access: 'public', page: ComingSoonPage, title: 'page.promotion.title' },
  { path: '/brand/:brand', access: 'public', page: ComingSoonPage, title: 'page.brand.title' },
  { path: '/login', access: 'guest', page: LoginPage, title: 'auth.login.title' },
  { path: '/register', access: 'guest', page: RegisterPage, title: 'auth.register.title' },
  { path: '/profile', access: 'customer', page: ProfilePage, title: 'profile.title' },
  { path: '/profile/edit', access: 'customer', page: EditProfilePage, title: 'profile.edit.title' },
  {
    path: '/profile/change-password',
    access: 'customer',
    page: ChangePasswordPage,
    title: 'profile.password.title',
  },
  { path: '/customer-profile', access: 'customer', page: ProfilePage, title: 'profile.title' },
  { path: '/orders', access: 'customer', page: ComingSoonPage, title: 'page.orders.title' },
  { path: '/auth/google/callback', access: 'callback', page: SocialCallbackPage, title: 'auth.login.title' },
  {
    path: '/auth/facebook/callback',
    access: 'callback',
    page: SocialCallbackPage,
    title: 'auth.login.title',
  },
  { path: '/auth/line/callback', access: 'callback', page: SocialCallbackPage, title: 'auth.login.title' },
  { path: '/payment/success', access: 'public', page: ComingSoonPage, title: 'page.paymentSuccess.title' },
  { path: '/payment/cancel', access: 'public', page: ComingSoonPage, title: 'page.paymentCancel.title' },
];

/** Where the guard sends a visitor instead, or null when the route may open. */
export function guardRedirect(access: RouteAccess, signedIn: boolean): string | null {
  if (access === 'customer' && !signedIn) return '/login';
  if (access === 'guest' && signedIn) return '/profile';
  return null;
}
