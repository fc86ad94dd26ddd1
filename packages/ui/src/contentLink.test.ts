import { describe, expect, it } from 'vitest';
import { contentLink } from './contentLink.ts';

describe('contentLink', () => {
  it('keeps a path of the shop in the same tab', () => {
    expect(contentLink(' /promotion/gaming-week ')).toEqual({ href: '/promotion/gaming-week' });
  });

  it('opens an http(s) address in a new tab with neither opener nor referrer', () => {
    expect(contentLink('https://www.facebook.com/probuild')).toEqual({
      href: 'https://www.facebook.com/probuild',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(contentLink('HTTP://line.me/R/ti/p/@probuild')?.target).toBe('_blank');
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['/\\evil.example/path'],
    ['/\t/evil.example/path'],
    ['/\n/evil.example/path'],
    ['mailto:shop@example.com'],
    ['https://'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('refuses %j: no link at all', (href) => {
    expect(contentLink(href)).toBeNull();
  });
});
