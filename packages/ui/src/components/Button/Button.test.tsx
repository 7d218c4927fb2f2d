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

  it('is disabled and announced as busy while loading', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
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
