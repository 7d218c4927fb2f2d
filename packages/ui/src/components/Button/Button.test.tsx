import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Button } from './Button';
import { ConfirmDiscard } from './ConfirmDiscard';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'button');
  });

  it('runs onClick from the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Continue</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while loading, announced as busy and unavailable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps focus while loading, so a keyboard user keeps their place', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderWithTheme(<Button onClick={onClick}>Find vehicle</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    rerender(
      <Button loading onClick={onClick}>
        Find vehicle
      </Button>,
    );
    // A disabled button loses focus in browsers (jsdom keeps it): the button must stay enabled.
    expect(screen.getByRole('button', { name: 'Find vehicle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Find vehicle' })).toHaveFocus();
    rerender(<Button onClick={onClick}>Find vehicle</Button>);
    expect(screen.getByRole('button', { name: 'Find vehicle' })).toHaveFocus();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save and continue
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ConfirmDiscard', () => {
  it('runs confirm and discard from their buttons', async () => {
    const onConfirm = jest.fn();
    const onDiscard = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDiscard
        confirmLabel="Confirm"
        discardLabel="Go back"
        onConfirm={onConfirm}
        onDiscard={onDiscard}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('holds confirm back until the step is valid', () => {
    renderWithTheme(
      <ConfirmDiscard
        confirmLabel="Confirm"
        discardLabel="Go back"
        onConfirm={jest.fn()}
        onDiscard={jest.fn()}
        confirmDisabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeEnabled();
  });
});
