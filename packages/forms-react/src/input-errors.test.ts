import { errorForInput } from './input-errors';

describe('errorForInput', () => {
  const errors = { a: 'own', 'b.items.0.x': 'item', 'bb.c': 'other' };

  it('gives the input’s own error first, else its first part’s', () => {
    expect(errorForInput(errors, 'a')).toBe('own');
    expect(errorForInput(errors, 'b')).toBe('item');
  });

  it('gives nothing for an input without errors, even with a similar name', () => {
    expect(errorForInput(errors, 'c')).toBeUndefined();
    expect(errorForInput({ 'bb.c': 'x' }, 'b')).toBeUndefined();
  });
});
