import { act, renderHook } from '@testing-library/react';
import { useFormMachine } from './useFormMachine';

type State = { count: number };
type Event = 'up' | 'same';
const reducer = (state: State, event: Event): State =>
  event === 'up' ? { count: state.count + 1 } : state;

describe('useFormMachine', () => {
  function setup(initial: number | undefined) {
    const onChange = jest.fn();
    const hook = renderHook(
      ({ value }: { value: unknown }) =>
        useFormMachine<State, Event>({
          reducer,
          start: () => ({ count: typeof value === 'number' ? value : 0 }),
          value,
          select: (state) => state.count,
          onChange,
        }),
      { initialProps: { value: initial as unknown } },
    );
    return { ...hook, onChange };
  }

  it('sends a changed answer to the form, and nothing for a refused event', () => {
    const { result, onChange } = setup(1);
    act(() => result.current[1]('same'));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1]('up'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(result.current[0]).toEqual({ count: 2 });
  });

  it('ignores the echo of its own change but restarts on a value set from outside', () => {
    const { result, rerender } = setup(1);
    act(() => result.current[1]('up'));
    rerender({ value: 2 });
    expect(result.current[0]).toEqual({ count: 2 });
    rerender({ value: 7 });
    expect(result.current[0]).toEqual({ count: 7 });
  });
});
