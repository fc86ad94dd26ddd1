import { expect, it } from 'vitest';
import { withoutMessageNotes } from './dropMessageNotes.ts';

it('drops the note of each message descriptor, in either order, with the comma between', () => {
  const code = [
    'export const messages = {',
    "  main: { id: 'ui.navbar.main', description: 'Name of the main navigation' },",
    "  logo: { description: `The shop's name`, id: 'ui.navbar.logo' },",
    '  cart: {',
    "    id: 'ui.navbar.cart',",
    "    description: 'The cart button',",
    '  },',
    '};',
  ].join('\n');
  const blanked = withoutMessageNotes(code) ?? '';
  expect(blanked.split('\n').map((line) => line.replace(/ +/g, ' '))).toEqual([
    'export const messages = {',
    " main: { id: 'ui.navbar.main' },",
    " logo: { id: 'ui.navbar.logo' },",
    ' cart: {',
    " id: 'ui.navbar.cart' ",
    ' ,',
    ' },',
    '};',
  ]);
  // Every line keeps its length, so what follows stays where the source map says.
  expect(blanked.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
});

it('keeps a description that is not a message descriptor’s note', () => {
  const code = [
    "const head = { name: 'Home', description: 'The shop' };",
    "const slide = { id: 'slide-1', description: text(slide) };",
    "const option = { id: 'pickup', label: 'Pickup', description: 'At the shop' };",
  ].join('\n');
  expect(withoutMessageNotes(code)).toBeNull();
});
