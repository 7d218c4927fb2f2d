import { ConfigurationError } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { screen, waitFor } from '@testing-library/react';
import { FormRenderer } from './FormRenderer';
import { InputRenderers } from './InputRenderers';
import type { InputComponentProps } from './input-props';
import {
  and,
  DEFAULT_RANK,
  type InputRendererEntry,
  inputNameIs,
  inputTypeIs,
  NOT_APPLICABLE,
  rankWith,
} from './input-testers';
import { INPUT_COMPONENTS } from './registry';
import { DEFAULT_INPUT_RENDERERS, rendererFor } from './renderer-registry';
import { renderForm, renderWithTheme } from './test-utils';

// A brand's own email input: a plain text box with its own marker, storing what is typed.
function BrandEmail({ id, label, error, value, onChange, onBlur }: InputComponentProps) {
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        data-brand-email
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? <span data-brand-error>{error}</span> : null}
    </label>
  );
}

const brandEmail: InputRendererEntry = {
  tester: rankWith(DEFAULT_RANK + 1, inputTypeIs('email')),
  component: BrandEmail,
};

const email = (name: string, label: string): InputDefinition => ({
  name,
  type: 'email',
  label,
  validation: { required: true, email: true },
});

describe('the input renderer registry', () => {
  describe('rendererFor', () => {
    const input = email('email', 'Email');

    it('gives each input type its built-in component by default', () => {
      expect(rendererFor(DEFAULT_INPUT_RENDERERS, input, {})).toBe(INPUT_COMPONENTS.email);
    });

    it('picks the applicable entry of highest rank', () => {
      expect(rendererFor([brandEmail, ...DEFAULT_INPUT_RENDERERS], input, {})).toBe(BrandEmail);
    });

    it('gives a tie to the entry registered last', () => {
      const sameRank = {
        tester: rankWith(DEFAULT_RANK, inputTypeIs('email')),
        component: BrandEmail,
      };
      expect(rendererFor([...DEFAULT_INPUT_RENDERERS, sameRank], input, {})).toBe(BrandEmail);
      expect(rendererFor([sameRank, ...DEFAULT_INPUT_RENDERERS], input, {})).toBe(
        INPUT_COMPONENTS.email,
      );
    });

    it('never picks an entry that is not applicable, whatever its place', () => {
      const phoneOnly = { tester: rankWith(10, inputTypeIs('phoneNumber')), component: BrandEmail };
      expect(rendererFor([...DEFAULT_INPUT_RENDERERS, phoneOnly], input, {})).toBe(
        INPUT_COMPONENTS.email,
      );
      expect(phoneOnly.tester(input, {})).toBe(NOT_APPLICABLE);
    });

    it('names an input no entry applies to', () => {
      expect(() => rendererFor([brandEmail], { name: 'n', type: 'text' }, {})).toThrow(
        new ConfigurationError('No input component for type text'),
      );
    });

    it('combines predicates: one question of one type', () => {
      const tester = rankWith(5, and(inputTypeIs('email'), inputNameIs('work')));
      expect(tester(email('work', 'Work email'), {})).toBe(5);
      expect(tester(email('home', 'Home email'), {})).toBe(NOT_APPLICABLE);
    });
  });

  describe('in a form', () => {
    it('renders an input with the brand’s component given to the form, and submits its value', async () => {
      const { user, submit } = renderForm([email('email', 'Email')], { renderers: [brandEmail] });
      const box = screen.getByLabelText('Email');
      expect(box).toHaveAttribute('data-brand-email');
      await user.type(box, 'a@example.co.uk');
      expect(await submit()).toEqual({ email: 'a@example.co.uk' });
    });

    it('keeps the engine’s validation over the brand’s component', async () => {
      const { user, onSubmit } = renderForm([email('email', 'Email')], {
        renderers: [brandEmail],
        disableSubmitUntilValid: false,
      });
      await user.type(screen.getByLabelText('Email'), 'nope');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(document.querySelector('[data-brand-error]')).toHaveTextContent(
          'Enter an email address in the correct format, like name@example.com.',
        ),
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('applies renderers registered once with InputRenderers to every form below', async () => {
      const onSubmit = jest.fn();
      const { user } = renderWithTheme(
        <InputRenderers renderers={[brandEmail]}>
          <FormRenderer form={{ id: 'a', inputs: [email('first', 'First')] }} onSubmit={onSubmit} />
          <FormRenderer
            form={{ id: 'b', inputs: [email('second', 'Second')] }}
            onSubmit={onSubmit}
          />
        </InputRenderers>,
      );
      expect(screen.getByLabelText('First')).toHaveAttribute('data-brand-email');
      expect(screen.getByLabelText('Second')).toHaveAttribute('data-brand-email');
      await user.type(screen.getByLabelText('First'), 'a@example.co.uk');
      await user.click(screen.getAllByRole('button', { name: 'Continue' })[0] as HTMLElement);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first: 'a@example.co.uk' }));
    });

    it('leaves the other inputs to their built-in components', () => {
      renderForm([email('email', 'Email'), { name: 'note', type: 'text', label: 'Note' }], {
        renderers: [brandEmail],
      });
      expect(screen.getByLabelText('Note')).not.toHaveAttribute('data-brand-email');
    });
  });
});
