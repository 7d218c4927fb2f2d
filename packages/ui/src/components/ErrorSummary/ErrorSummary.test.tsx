import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';

const summary = (count: number) => `Please review the ${count} highlighted question(s) to continue`;

function Form(props: Partial<ErrorSummaryProps>) {
  return (
    <>
      <ErrorSummary count={2} message={summary} showMeLabel="Show me" {...props} />
      <label htmlFor="email">Email</label>
      <input id="email" />
      <fieldset id="cover-group">
        <legend>Cover</legend>
        <input type="radio" id="cover" name="cover" aria-label="Monthly" />
      </fieldset>
    </>
  );
}

function Appearing() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(2)}>
        Continue
      </button>
      <ErrorSummary count={count} message={summary} showMeLabel="Show me" />
    </>
  );
}

/** A form refusing every submit, its summary keyed by the number of attempts. */
function Refusing() {
  const [attempts, setAttempts] = useState(0);
  return (
    <>
      <ErrorSummary
        count={attempts > 0 ? 1 : 0}
        message={summary}
        showMeLabel="Show me"
        focusKey={attempts}
      />
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button type="button" onClick={() => setAttempts((n) => n + 1)}>
        Continue
      </button>
    </>
  );
}

describe('ErrorSummary count', () => {
  it('says how many questions to review, from a function of the count', () => {
    renderWithTheme(<Form count={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please review the 3 highlighted question(s) to continue',
    );
  });

  it('takes the text as a string', () => {
    renderWithTheme(<Form message="Please answer the highlighted questions" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer the highlighted questions');
  });

  it('shows nothing when there are no errors', () => {
    renderWithTheme(<Form count={0} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ErrorSummary focus', () => {
  it('takes focus when it appears', async () => {
    const { user } = renderWithTheme(<Appearing />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus again on each refused submit while it shows (focusKey changes)', async () => {
    const { user } = renderWithTheme(<Refusing />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('keeps focus where it is on a re-render with the same focusKey', () => {
    const { rerender } = renderWithTheme(
      <ErrorSummary count={1} message={summary} showMeLabel="Show me" focusKey={1} />,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    screen.getByRole('alert').blur();
    rerender(<ErrorSummary count={2} message={summary} showMeLabel="Show me" focusKey={1} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('leaves focus alone when told not to take it', () => {
    renderWithTheme(<Form focusOnAppear={false} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('"show me" scrolls to and focuses the first error field', async () => {
    const onShowMe = jest.fn();
    const { user } = renderWithTheme(<Form firstErrorId="email" onShowMe={onShowMe} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const scroll = jest.spyOn(email, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Show me' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(email).toHaveFocus();
    expect(onShowMe).toHaveBeenCalledWith('email');
  });

  it('"show me" goes to the first listed error, focusing a group’s first control', async () => {
    const { user } = renderWithTheme(
      <Form
        errors={[
          { id: 'cover-group', message: 'Choose your cover' },
          { id: 'email', message: 'Enter your email' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show me' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
  });

  it('links each listed error to its field', async () => {
    const { user } = renderWithTheme(
      <Form errors={[{ id: 'email', message: 'Enter your email' }]} />,
    );
    const link = screen.getByRole('link', { name: 'Enter your email' });
    expect(link).toHaveAttribute('href', '#email');
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('has no "show me" when it knows no field to go to', () => {
    renderWithTheme(<Form />);
    expect(screen.queryByRole('button', { name: 'Show me' })).not.toBeInTheDocument();
  });
});
