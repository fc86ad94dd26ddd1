// Colours come from the design tokens (CSS custom properties in packages/ui/src/tokens/tokens.css):
// no other style sheet may write a raw colour, as hex, as a name or through a colour function.
//   pnpm exec stylelint "packages/*/src/**/*.css"
/** @type {import('stylelint').Config} */
export default {
  ignoreFiles: ['packages/ui/src/tokens/tokens.css'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
      'color',
    ],
  },
};
