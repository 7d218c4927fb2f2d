import { renderHook, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Field, FieldSet, useFieldIds } from './Field';

describe('useFieldIds', () => {
  it('derives the label, hint and error ids from the control id', () => {
    const { result } = renderHook(() => useFieldIds('email'));
    expect(result.current).toMatchObject({
      inputId: 'email',
      labelId: 'email-label',
      hintId: 'email-hint',
      errorId: 'email-error',
    });
  });

  it('describes the control by the parts present only', () => {
    const { result } = renderHook(() => useFieldIds('email'));
    expect(result.current.describedBy({})).toBeUndefined();
    expect(result.current.describedBy({ hint: 'We will send your documents here' })).toBe(
      'email-hint',
    );
    expect(result.current.describedBy({ hint: 'Hint', error: 'Enter an email', extra: 'x' })).toBe(
      'email-hint email-error x',
    );
    expect(result.current.describedBy({ hint: '', error: undefined })).toBeUndefined();
  });
});

describe('Field', () => {
  it('labels the control and shows the hint', () => {
    renderWithTheme(
      <Field id="email" label="Email address" hint="We will send your documents here">
        <input id="email" aria-describedby="email-hint" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'We will send your documents here',
    );
  });

  it('announces the error with a hidden "Error:" prefix', () => {
    renderWithTheme(
      <Field id="email" label="Email address" error="Enter an email address">
        <input id="email" />
      </Field>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Enter an email address');
    expect(alert).toHaveAttribute('id', 'email-error');
  });

  it('takes a translated error prefix', () => {
    renderWithTheme(
      <Field id="email" label="E-bost" error="Rhowch e-bost" errorPrefix="Gwall:">
        <input id="email" />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Gwall: Rhowch e-bost');
  });

  it('marks a required question with text, not colour alone', () => {
    renderWithTheme(
      <Field id="email" label="Email address" required>
        <input id="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email address (required)' })).toBeInTheDocument();
  });

  it('keeps a hidden label readable', () => {
    renderWithTheme(
      <Field id="search" label="Search" hideLabel>
        <input id="search" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('FieldSet', () => {
  it('names the group by its legend and describes it by hint and error', () => {
    renderWithTheme(
      <FieldSet
        id="cover"
        label="Choose your cover"
        hint="You can change it later"
        error="Choose one"
      >
        <input type="radio" id="cover" aria-label="Monthly" />
      </FieldSet>,
    );
    expect(screen.getByRole('group', { name: 'Choose your cover' })).toHaveAccessibleDescription(
      'You can change it later Error: Choose one',
    );
  });
});
