import { expect, it } from 'vitest';
import { messages } from './messages.ts';

const thAreas = import.meta.glob<Record<string, string>>('./*/th.json', { eager: true, import: 'default' });
const enAreas = import.meta.glob<Record<string, string>>('./*/en.json', { eager: true, import: 'default' });

it('has the same keys in the Thai and English catalogue of every area', () => {
  expect(Object.keys(enAreas).map((path) => path.replace('/en.json', ''))).toEqual(
    Object.keys(thAreas).map((path) => path.replace('/th.json', '')),
  );
  for (const [path, th] of Object.entries(thAreas)) {
    const en = enAreas[path.replace('/th.json', '/en.json')] ?? {};
    expect(Object.keys(en).sort(), path).toEqual(Object.keys(th).sort());
  }
  expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.th).sort());
});

it('gives every message id to one area only', () => {
  const ids = Object.values(thAreas).flatMap((catalogue) => Object.keys(catalogue));
  expect(ids.length).toBe(new Set(ids).size);
});

it('has no empty text', () => {
  for (const catalogue of [messages.th, messages.en]) {
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
  }
});
