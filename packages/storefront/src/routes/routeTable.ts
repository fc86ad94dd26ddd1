import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type AppPath, ROUTE_PATHS, type RoutePath } from './routePaths.ts';

export interface RouteEntry extends RoutePath {
  page: LazyExoticComponent<ComponentType>;
}

const HomePage = lazy(() => import('../pages/home/HomePage.tsx'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage.tsx'));
const SocialCallbackPage = lazy(() => import('../pages/auth/SocialCallbackPage.tsx'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage.tsx'));
const EditProfilePage = lazy(() => import('../pages/profile/EditProfilePage.tsx'));
const ChangePasswordPage = lazy(() => import('../pages/profile/ChangePasswordPage.tsx'));
const OrdersPage = lazy(() => import('../pages/orders/OrdersPage.tsx'));
const ProductPage = lazy(() => import('../pages/product/ProductPage.tsx'));
const CartPage = lazy(() => import('../pages/cart/CartPage.tsx'));
const PaymentResultPage = lazy(() => import('../pages/payment/PaymentResultPage.tsx'));
const LegalPage = lazy(() => import('../pages/legal/LegalPage.tsx'));
const AboutPage = lazy(() => import('../pages/about/AboutPage.tsx'));
const SpecLandingPage = lazy(() => import('../pages/spec/SpecLandingPage.tsx'));
const SpecBuilderPage = lazy(() => import('../pages/spec/SpecBuilderPage.tsx'));
const AfterSalePage = lazy(() => import('../pages/afterSale/AfterSalePage.tsx'));
const AccountPage = lazy(() => import('../pages/account/AccountPage.tsx'));
const ComparePage = lazy(() => import('../pages/compare/ComparePage.tsx'));
const ListPage = lazy(() => import('../pages/list/ListPage.tsx'));
const ComsetPage = lazy(() => import('../pages/comset/ComsetPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../pages/passwordReset/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/passwordReset/ResetPasswordPage.tsx'));
const VerifyEmailPage = lazy(() => import('../pages/verifyEmail/VerifyEmailPage.tsx'));

/** The page of each path of the route list: a path without one does not type-check. */
const PAGES: Record<AppPath, LazyExoticComponent<ComponentType>> = {
  '/': HomePage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/verify-email': VerifyEmailPage,
  '/profile': ProfilePage,
  '/profile/edit': EditProfilePage,
  '/profile/change-password': ChangePasswordPage,
  '/info': AccountPage,
  '/customer-profile': AccountPage,
  '/orders': OrdersPage,
  '/product/:sku': ProductPage,
  '/cart': CartPage,
  '/payment/success': PaymentResultPage,
  '/payment/cancel': PaymentResultPage,
  '/terms': LegalPage,
  '/privacy-policy': LegalPage,
  '/privacy': LegalPage,
  '/about': AboutPage,
  '/spec': SpecLandingPage,
  '/specAdd': SpecBuilderPage,
  '/afterSale': AfterSalePage,
  '/compare': ComparePage,
  '/comset': ComsetPage,
  '/category/:category/:subcategory?/:subsubcategory?': ListPage,
  '/promotion/:type?': ListPage,
  '/brand/:brand': ListPage,
  '/auth/google/callback': SocialCallbackPage,
  '/auth/facebook/callback': SocialCallbackPage,
  '/auth/line/callback': SocialCallbackPage,
};

/** The route list with each path's page, in matching order. */
export const ROUTES: RouteEntry[] = ROUTE_PATHS.map((route) => ({
  ...route,
  page: PAGES[route.path],
}));
