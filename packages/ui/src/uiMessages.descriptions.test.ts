import { expect, test } from 'vitest';
import descriptions from './uiMessages.descriptions.json';
import { uiMessages } from './uiMessages.ts';

// What each text is for, told to the translators; the components never load these notes.
test('every text of the catalogue has a description, and every description a text', () => {
  expect(Object.keys(descriptions).sort()).toEqual(Object.keys(uiMessages.th).sort());
});

test('no description is blank', () => {
  const blank = Object.entries(descriptions).filter(([, description]) => description.trim() === '');
  expect(blank).toEqual([]);
});
