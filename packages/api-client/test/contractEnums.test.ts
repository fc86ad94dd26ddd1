import { describe, expect, it } from 'vitest';
import { isOneOf, PAYMENT_METHODS, SHIPPING_METHODS, valuesOf } from '../src/contractEnums.ts';
import type { components } from '../src/schema';

type ShippingMethod = components['schemas']['ShippingMethod'];

describe("the contract's enums as lists", () => {
  it('refuses, at compile time, a list that misses a value or holds one the contract lacks', () => {
    // @ts-expect-error 'pickup' is missing
    valuesOf<ShippingMethod>()(['normal']);
    // @ts-expect-error 'drone' is not a shipping method
    valuesOf<ShippingMethod>()(['normal', 'pickup', 'drone']);
    expect(valuesOf<ShippingMethod>()(['pickup', 'normal'])).toEqual(['pickup', 'normal']);
  });

  it('tells a stored or typed value of the enum from anything else', () => {
    expect(isOneOf(SHIPPING_METHODS, 'pickup')).toBe(true);
    expect(isOneOf(SHIPPING_METHODS, 'express')).toBe(false);
    expect(isOneOf(PAYMENT_METHODS, null)).toBe(false);
    expect(isOneOf(PAYMENT_METHODS, 'promptpay')).toBe(true);
  });
});
