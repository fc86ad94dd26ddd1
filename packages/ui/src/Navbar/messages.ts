import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  main: { id: 'ui.navbar.main', description: 'Accessible name of the main navigation' },
  logo: { id: 'ui.navbar.logo', description: "The shop's name as the logo link to the home page" },
  cart: { id: 'ui.navbar.cart', description: 'The cart button without a count' },
  cartWithCount: { id: 'ui.navbar.cartWithCount', description: 'Name of the cart button with its {count}' },
  menu: { id: 'ui.navbar.menu', description: 'The hamburger button that opens the navigation drawer' },
  search: { id: 'ui.navbar.search', description: 'Button that opens the product search' },
  account: { id: 'ui.navbar.account', description: "Button that opens a customer's account popup" },
  login: { id: 'ui.navbar.login', description: 'The account button for guests: it opens the login popup' },
  language: {
    id: 'ui.navbar.language',
    description: 'Name of the language button; {language} is the current one',
  },
  languageMenu: { id: 'ui.navbar.languageMenu', description: 'Heading of the language choice' },
  thai: { id: 'ui.navbar.thai', description: 'Thai, in its own script' },
  english: { id: 'ui.navbar.english', description: 'English' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
