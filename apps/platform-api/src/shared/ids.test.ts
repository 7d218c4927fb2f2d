import { newId } from './ids';

describe('newId', () => {
  it('names what it identifies and never repeats', () => {
    const ids = Array.from({ length: 1_000 }, () => newId('P'));
    expect(ids.every((id) => /^P[0-9A-F]{16}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newId('POL')).toMatch(/^POL[0-9A-F]{16}$/);
  });
});
