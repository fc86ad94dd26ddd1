import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('navbar', [
  'main',
  'logo',
  'cart',
  'cartWithCount',
  'menu',
  'search',
  'account',
  'login',
  'language',
  'languageMenu',
  'thai',
  'english',
]);
