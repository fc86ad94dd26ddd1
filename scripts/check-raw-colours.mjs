// Fails when a raw colour value (hex, rgb(), hsl() and the other CSS colour functions) appears in the
// ui or storefront sources anywhere but the design tokens: colours come from tokens.css custom properties.
//   node scripts/check-raw-colours.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scannedDirectories = ['packages/ui/src', 'packages/storefront/src'];
const tokensFile = 'packages/ui/src/tokens/tokens.css';
const scannedExtensions = new Set(['.css', '.ts', '.tsx']);

// #rgb, #rgba, #rrggbb, #rrggbbaa not preceded by a word character or "&" (HTML entities such as &#123;).
const hexColour = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;

function* sourceFiles(directory) {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return; // a package without sources yet
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__screenshots__') yield* sourceFiles(path);
    } else if (scannedExtensions.has(extname(entry.name))) {
      yield path;
    }
  }
}

const findings = [];
for (const directory of scannedDirectories) {
  for (const file of sourceFiles(join(root, directory))) {
    const name = relative(root, file);
    if (name === tokensFile) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (hexColour.test(line) || colourFunction.test(line))
          findings.push(`${name}:${index + 1}: ${line.trim()}`);
      });
  }
}

if (findings.length > 0) {
  console.error(`Raw colour values outside ${tokensFile} (use a token instead):`);
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`No raw colours outside ${tokensFile}.`);
