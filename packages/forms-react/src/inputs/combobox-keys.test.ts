import { comboboxKeyAction, isComboboxKey } from './combobox-keys';

describe('comboboxKeyAction', () => {
  const open = { open: true, count: 3 };
  const closed = { open: false, active: -1, count: 3 };

  it('does nothing with no options, so Enter submits and arrows move the caret', () => {
    for (const key of ['ArrowDown', 'Enter', 'Escape'] as const)
      expect(comboboxKeyAction(key, { open: false, active: -1, count: 0 })).toEqual({
        type: 'none',
      });
  });

  it('opens on Down at the first option and on Up at the last', () => {
    expect(comboboxKeyAction('ArrowDown', closed)).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('ArrowUp', closed)).toEqual({ type: 'move', active: 2 });
  });

  it('wraps Down from the last option and Up from the first', () => {
    expect(comboboxKeyAction('ArrowDown', { ...open, active: 2 })).toEqual({
      type: 'move',
      active: 0,
    });
    expect(comboboxKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({
      type: 'move',
      active: 2,
    });
    expect(comboboxKeyAction('ArrowUp', { ...open, active: 2 })).toEqual({
      type: 'move',
      active: 1,
    });
  });

  it('jumps with Home and End only once an option is active', () => {
    expect(comboboxKeyAction('Home', { ...open, active: 2 })).toEqual({ type: 'move', active: 0 });
    expect(comboboxKeyAction('End', { ...open, active: 0 })).toEqual({ type: 'move', active: 2 });
    expect(comboboxKeyAction('End', { ...open, active: -1 })).toEqual({ type: 'none' });
  });

  it('chooses on Enter, holds Enter with nothing active, and lets a closed list submit', () => {
    expect(comboboxKeyAction('Enter', { ...open, active: 1 })).toEqual({
      type: 'choose',
      index: 1,
    });
    expect(comboboxKeyAction('Enter', { ...open, active: -1 })).toEqual({ type: 'hold' });
    expect(comboboxKeyAction('Enter', closed)).toEqual({ type: 'none' });
  });

  it('closes on Escape only when open', () => {
    expect(comboboxKeyAction('Escape', { ...open, active: 1 })).toEqual({ type: 'close' });
    expect(comboboxKeyAction('Escape', closed)).toEqual({ type: 'none' });
  });

  it('knows its keys', () => {
    expect(isComboboxKey('ArrowDown')).toBe(true);
    expect(isComboboxKey('a')).toBe(false);
  });
});
