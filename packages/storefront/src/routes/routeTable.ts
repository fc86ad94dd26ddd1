import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Who may open a route: everyone, signed-in customers, guests, or everyone without any redirect (callbacks). */
export type RouteAccess = 'public' | 'customer' | 'guest' | 'callback';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  page: LazyExoticComponent<ComponentType>;
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
  { path: '/', access: 'public', page: HomePage },
  { path: '/about', access: 'public', page: ComingSoonPage },
  { path: '/info', access: 'customer', page: ComingSoonPage },
  { path: '/afterSale', access: 'public', page: ComingSoonPage },
  { path: '/spec', access: 'public', page: ComingSoonPage },
  { path: '/specAdd', access: 'public', page: ComingSoonPage },
  { path: '/compare', access: 'public', page: ComingSoonPage },
  { path: '/cart', access: 'customer', page: ComingSoonPage },
  { path: '/product/:sku', access: 'public', page: ComingSoonPage },
  { path: '/comset', access: 'public', page: ComingSoonPage },
  { path: '/privacy', access: 'public', page: ComingSoonPage },
  { path: '/privacy-policy', access: 'public', page: ComingSoonPage },
  { path: '/terms', access: 'public', page: ComingSoonPage },
  { path: '/category/:category/:subcategory?/:subsubcategory?', access: 'public', page: ComingSoonPage },
  { path: '/promotion/:type?', access: 'public', page: ComingSoonPage },
  { path: '/brand/:brand', access: 'public', page: ComingSoonPage },
  { path: '/login', access: 'guest', page: LoginPage },
  { path: '/register', access: 'guest', page: RegisterPage },
  { path: '/profile', access: 'customer', page: ProfilePage },
  { path: '/profile/edit', access: 'customer', page: EditProfilePage },
  { path: '/profile/change-password', access: 'customer', page: ChangePasswordPage },
  { path: '/customer-profile', access: 'customer', page: ProfilePage },
  { path: '/orders', access: 'customer', page: ComingSoonPage },
  { path: '/auth/google/callback', access: 'callback', page: SocialCallbackPage },
  { path: '/auth/facebook/callback', access: 'callback', page: SocialCallbackPage },
  { path: '/auth/line/callback', access: 'callback', page: SocialCallbackPage },
  { path: '/payment/success', access: 'public', page: ComingSoonPage },
  { path: '/payment/cancel', access: 'public', page: ComingSoonPage },
];

/** Where the guard sends a visitor instead, or null when the route may open. */
export function guardRedirect(access: RouteAccess, signedIn: boolean): string | null {
  if (access === 'customer' && !signedIn) return '/login';
  if (access === 'guest' && signedIn) return '/profile';
  return null;
}
