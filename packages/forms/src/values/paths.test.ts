import fc from 'fast-check';
import { getValue, pathSegments, setValue, unsetValue } from './paths';

describe('getValue', () => {
  const values = {
    vehicle: { annualMileage: 8000 },
    loop: { items: [{ name: 'a' }, { name: 'b' }] },
  };

  it('reads top-level, nested and list values by dot path', () => {
    expect(getValue(values, 'vehicle')).toEqual({ annualMileage: 8000 });
    expect(getValue(values, 'vehicle.annualMileage')).toBe(8000);
    expect(getValue(values, 'loop.items.1.name')).toBe('b');
  });

  it('gives undefined for absent paths, non-numeric list segments and non-containers', () => {
    expect(getValue(values, 'driver.name')).toBeUndefined();
    expect(getValue(values, 'loop.items.first')).toBeUndefined();
    expect(getValue(values, 'loop.items.01')).toBeUndefined();
    expect(getValue(values, 'vehicle.annualMileage.x')).toBeUndefined();
    expect(getValue(null, 'a')).toBeUndefined();
  });

  it('never reaches the prototype', () => {
    expect(getValue({}, 'constructor')).toBeUndefined();
    expect(getValue({ a: {} }, 'a.__proto__')).toBeUndefined();
  });

  it('never throws, whatever the values', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), fc.string(), (anything, path) => {
        getValue(anything, path);
      }),
    );
  });
});

describe('setValue', () => {
  it('returns a copy with the value set and leaves the original alone', () => {
    const original = { vehicle: { annualMileage: 8000, seats: 5 } };
    const next = setValue(original, 'vehicle.annualMileage', 9000);
    expect(next).toEqual({ vehicle: { annualMileage: 9000, seats: 5 } });
    expect(original.vehicle.annualMileage).toBe(8000);
    expect(next.vehicle).not.toBe(original.vehicle);
  });

  it('creates lists for numeric segments and objects otherwise', () => {
    expect(setValue({}, 'loop.items.0.name', 'a')).toEqual({ loop: { items: [{ name: 'a' }] } });
    expect(setValue({ a: 'text' }, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });

  it('copies lists when setting an item', () => {
    const items = [{ name: 'a' }, { name: 'b' }];
    const next = setValue({ items }, 'items.1.name', 'c');
    expect(next).toEqual({ items: [{ name: 'a' }, { name: 'c' }] });
    expect(items[1]?.name).toBe('b');
  });

  it('stores a named field on a list as an object field', () => {
    expect(setValue({ list: ['x'] }, 'list.extra', 1)).toEqual({ list: { 0: 'x', extra: 1 } });
  });

  it('makes __proto__ an own field rather than changing the prototype', () => {
    const next = setValue({}, '__proto__.polluted', true);
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getValue(next, '__proto__.polluted')).toBe(true);
  });

  it('reads back what it sets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.nat(5).map(String)), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.anything(),
        (segments, value) => {
          const path = segments.filter((s) => !s.includes('.')).join('.') || 'x';
          expect(getValue(setValue({}, path, value), path)).toBe(value);
        },
      ),
    );
  });
});

describe('unsetValue', () => {
  it('drops a parent object the removal leaves empty, but keeps list slots', () => {
    expect(unsetValue({ otherCar: { name: 'x' }, keep: 1 }, 'otherCar.name')).toEqual({ keep: 1 });
    expect(unsetValue({ a: { b: { c: 1 } } }, 'a.b.c')).toEqual({});
    expect(unsetValue({ list: [{ x: 1 }] }, 'list.0.x')).toEqual({ list: [{}] });
  });
  it('removes a nested value and keeps its siblings', () => {
    expect(unsetValue({ a: { b: 1, c: 2 }, d: 3 }, 'a.b')).toEqual({ a: { c: 2 }, d: 3 });
  });

  it('keeps list positions, so other items keep their index', () => {
    expect(unsetValue({ items: ['a', 'b'] }, 'items.0')).toEqual({ items: [undefined, 'b'] });
  });

  it('returns the same object when there is nothing to remove', () => {
    const values = { a: { b: 1 } };
    expect(unsetValue(values, 'a.c')).toBe(values);
    expect(unsetValue(values, 'x.y')).toBe(values);
  });
});

describe('pathSegments', () => {
  it('splits on dots', () => {
    expect(pathSegments('loop.items.0.name')).toEqual(['loop', 'items', '0', 'name']);
  });
});
