import { describe, expect, it } from 'vitest';
import { heroPictures } from './heroSlides.ts';

const text = { th: 'สไลด์', en: 'Slide' };
const slide = (order: number, image: { pc: string; mobile: string }, isActive = true) => ({
  _id: `slide-${order}`,
  image,
  mainText: text,
  description: text,
  buttonText: text,
  buttonUrl: '/comset',
  isActive,
  order,
});
const answer = (...data: ReturnType<typeof slide>[]) => ({ success: true as const, message: '', data });

describe('the pictures the home page announces', () => {
  it('are the first shown slide’s, by order, each form with the carousel’s breakpoint', () => {
    const pictures = heroPictures(
      answer(
        slide(3, { pc: '/c.jpg', mobile: '' }),
        slide(1, { pc: '/hidden.jpg', mobile: '/hidden-mobile.jpg' }, false),
        slide(2, { pc: '/b & "c".jpg', mobile: '/b-mobile.jpg' }),
      ),
    );
    expect(pictures).toEqual([
      { href: '/b-mobile.jpg', media: '(max-width: 767px)' },
      { href: '/b & "c".jpg', media: '(min-width: 768px)' },
    ]);
  });

  it('are the one picture of a slide without a phone form', () => {
    expect(heroPictures(answer(slide(1, { pc: '/a.jpg', mobile: '' })))).toEqual([{ href: '/a.jpg' }]);
  });

  it('are none without slides to show or without an answer', () => {
    expect(heroPictures(answer(slide(1, { pc: '', mobile: '/m.jpg' })))).toEqual([]);
    expect(heroPictures(undefined)).toEqual([]);
  });
});
