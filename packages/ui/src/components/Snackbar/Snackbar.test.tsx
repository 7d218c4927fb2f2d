import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Snackbar } from './Snackbar';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Snackbar timing', () => {
  it('is still showing at 3999 ms and hides itself, calling onClose, at 4000 ms', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open message="Your changes are saved" onClose={onClose} />);
    act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Your changes are saved')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Your changes are saved')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while pointed at and counts only the time left after', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open message="Saved" onClose={onClose} />);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    fireEvent.mouseEnter(screen.getByText('Saved'));
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByText('Saved'));
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while its dismiss button has focus', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar open message="Saved" onClose={onClose} />);
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).focus();
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts the count again each time it opens', () => {
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(<Snackbar open message="Saved" onClose={onClose} />);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    rerender(<Snackbar open={false} message="Saved" onClose={onClose} />);
    rerender(<Snackbar open message="Saved again" onClose={onClose} />);
    act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Saved again')).toBeInTheDocument();
  });
});

describe('Snackbar announcement and dismissal', () => {
  it('puts the message in a polite status region', () => {
    renderWithTheme(<Snackbar open message="Document uploaded" tone="success" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Document uploaded');
  });

  it('keeps the empty status region in the page while hidden, so a later message is announced', () => {
    renderWithTheme(<Snackbar open={false} message="Document uploaded" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides and calls onClose from its dismiss button', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Snackbar open message="Saved" onClose={onClose} dismissLabel="Close message" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
