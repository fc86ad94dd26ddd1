import { expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersOf, listQueryOf, listSourceOf, searchOf, termOf } from './listQuery.ts';

it('reads the filters of an address and writes them back the same', () => {
  const search =
    '?category=gpu-nvidia&brand=asus,msi&capacity=1TB&ddr=DDR5&vram=12,16&cores=8&min=10000&max=50000&sort=price_desc&page=3';
  const filters = filtersOf(search);
  expect(filters).toEqual({
    sort: 'price_desc',
    priceMin: 10000,
    priceMax: 50000,
    selected: {
      categories: ['gpu-nvidia'],
      brands: ['asus', 'msi'],
      capacity: ['1TB'],
      memoryType: ['DDR5'],
      vram: ['12', '16'],
      cores: ['8'],
    },
    page: 3,
  });
  expect(filtersOf(searchOf(filters))).toEqual(filters);
});

it('leaves out of an address what the server would refuse, instead of breaking the page', () => {
  expect(
    filtersOf(
      '?sort=cheapest&page=0&min=-5&max=abc&capacity=lots,2TB&ddr=DDR99&vram=0,999,8&cores=1e3&brand=a%3Bdrop',
    ),
  ).toEqual({
    ...EMPTY_FILTERS,
    selected: { ...EMPTY_FILTERS.selected, capacity: ['2TB'], vram: ['8'] },
  });
  expect(filtersOf('?page=10001').page).toBe(1);
  expect(filtersOf('?max=1000001').priceMax).toBeNull();
  expect(filtersOf('?brand=asus,asus').selected.brands).toEqual(['asus']);
});

it('keeps links short: defaults are not written', () => {
  expect(searchOf(EMPTY_FILTERS)).toBe('');
  expect(searchOf({ ...EMPTY_FILTERS, page: 2 })).toBe('?page=2');
});

it('asks the server in satang, with numbers where it wants numbers', () => {
  const source = listSourceOf('category', ['การ์ดจอ', 'NVIDIA GeForce']);
  expect(source).toEqual({ type: 'category_subcategory', dataFilter: 'การ์ดจอ/NVIDIA GeForce' });
  const query = listQueryOf(
    source ?? { type: 'category', dataFilter: 'x' },
    filtersOf('?min=15000&vram=12&cores=8'),
  );
  expect(query).toEqual({
    type: 'category_subcategory',
    dataFilter: 'การ์ดจอ/NVIDIA GeForce',
    sort: 'price_asc',
    page: 1,
    pageSize: 20,
    priceMin: 15_000,
    vram: [12],
    cores: [8],
  });
});

it('names the list of a path: one category segment, a category path, a brand, a promotion', () => {
  expect(listSourceOf('category', ['gpu'])).toEqual({ type: 'category', dataFilter: 'gpu' });
  expect(listSourceOf('category', ['a', 'b', 'c'])).toEqual({
    type: 'category_subcategory',
    dataFilter: 'a/b/c',
  });
  expect(listSourceOf('brand', ['ASUS'])).toEqual({ type: 'brand', dataFilter: 'ASUS' });
  expect(listSourceOf('promotion', [undefined])).toBeNull();
});

it('keeps a results page’s search term in its address, first, with its filters', () => {
  const search = searchOf({ ...EMPTY_FILTERS, sort: 'price_desc', page: 2 }, 'rtx 5070');
  expect(search).toBe('?q=rtx+5070&sort=price_desc&page=2');
  expect(termOf(search)).toBe('rtx 5070');
  expect(filtersOf(search)).toMatchObject({ sort: 'price_desc', page: 2 });
  expect(termOf('?q=%20%20')).toBe('');
  expect(termOf(`?q=${'x'.repeat(150)}`)).toHaveLength(100);
  expect(listSourceOf('search', ['rtx'])).toEqual({ type: 'search', dataFilter: 'rtx' });
  expect(listSourceOf('search', [''])).toBeNull();
});
