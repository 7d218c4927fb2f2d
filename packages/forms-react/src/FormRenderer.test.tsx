import { ConfigurationError } from '@brand/domain';
import { type FormDefinition, INPUT_TYPES, type InputDefinition } from '@brand/forms';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FormRenderer } from './FormRenderer';
import { inputComponentFor } from './registry';
import { SAMPLE_INPUTS } from './sample-data';
import { renderForm, renderWithTheme } from './test-utils';

const requiredText = (name: string, label: string): InputDefinition => ({
  name,
  type: 'text',
  label,
  validation: { required: true },
});

describe('FormRenderer', () => {
  describe('rendering', () => {
    it.each(INPUT_TYPES)('renders a %s input', (type) => {
      const input: InputDefinition = SAMPLE_INPUTS[type];
      const { container } = renderForm([input]);
      if (type === 'hidden') {
        expect(
          container.querySelector(`input[type="hidden"][name="${input.name}"]`),
        ).not.toBeNull();
      } else {
        expect(screen.getAllByText(input.label as string).length).toBeGreaterThan(0);
      }
    });

    it('names an input type with no component', () => {
      expect(() => inputComponentFor('slider')).toThrow(ConfigurationError);
      expect(() => inputComponentFor('slider')).toThrow('No input component for type slider');
    });

    it('fills in meta.defaultValue where no initial value is given', async () => {
      const { submit } = renderForm([
        { name: 'seats', type: 'numberText', label: 'Seats', meta: { defaultValue: 5 } },
      ]);
      expect(screen.getByLabelText('Seats')).toHaveValue('5');
      expect(await submit()).toEqual({ seats: 5 });
    });

    it('uses the submit label given, else the form’s, else Continue', () => {
      const onSubmit = jest.fn();
      const { rerender } = renderWithTheme(
        <FormRenderer form={{ id: 'f', inputs: [], submitLabel: 'Save' }} onSubmit={onSubmit} />,
      );
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      rerender(
        <FormRenderer
          form={{ id: 'f', inputs: [], submitLabel: 'Save' }}
          submitLabel="Get a quote"
          onSubmit={onSubmit}
        />,
      );
      expect(screen.getByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
    });

    it('draws its own actions with renderActions', async () => {
      const { user, onSubmit } = renderForm([requiredText('first', 'First')], {
        renderActions: ({ submitLabel, canSubmit, submitForm }) => (
          <button type="button" onClick={() => void submitForm()} data-can-submit={canSubmit}>
            {submitLabel} now
          </button>
        ),
      });
      const button = screen.getByRole('button', { name: 'Continue now' });
      expect(button).toHaveAttribute('data-can-submit', 'false');
      await user.type(screen.getByLabelText(/First/), 'x');
      expect(button).toHaveAttribute('data-can-submit', 'true');
      await user.click(button);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first: 'x' }));
    });

    it('opens an input’s help page in a modal', async () => {
      const { user } = renderForm([{ ...requiredText('first', 'First'), help: 'Why we ask' }]);
      await user.click(screen.getByRole('button', { name: 'Help with this question' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Why we ask')).toBeInTheDocument();
    });
  });

  describe('a definition that fails checkFormDefinition', () => {
    it('shows an alert naming the problem in place of the form, not a blank page', () => {
      // As a definition arrives from JSON: the types cannot stop it, the run-time check does.
      const broken = {
        id: 'broken',
        inputs: [{ name: 'email', type: 'email', validation: { maxLength: { value: 5 } } }],
      } as unknown as FormDefinition;
      renderWithTheme(<FormRenderer form={broken} onSubmit={jest.fn()} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('This form cannot be shown');
      expect(alert).toHaveTextContent('rule "maxLength" is not taken by input type "email"');
      expect(document.querySelector('form')).toBeNull();
    });

    it('names an input type with no component', () => {
      const unknownType = {
        id: 'slider',
        inputs: [{ name: 'volume', type: 'slider' }],
      } as unknown as FormDefinition;
      renderWithTheme(<FormRenderer form={unknownType} onSubmit={jest.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent('slider');
    });
  });

  describe('validation', () => {
    it('validates on change and disables submit until valid', async () => {
      const { user } = renderForm([requiredText('first', 'First name')]);
      const submit = screen.getByRole('button', { name: 'Continue' });
      expect(submit).toBeDisabled();
      await user.type(screen.getByLabelText(/First name/), 'Al');
      expect(submit).toBeEnabled();
      await user.clear(screen.getByLabelText(/First name/));
      expect(submit).toBeDisabled();
    });

    it('shows an input’s error once it has been left', async () => {
      const { user } = renderForm([requiredText('first', 'First name')]);
      const input = screen.getByLabelText(/First name/);
      expect(input).not.toHaveAttribute('aria-invalid');
      await user.click(input);
      await user.tab();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Please answer this question to continue.')).toBeInTheDocument();
    });

    it('submits the values when valid', async () => {
      const { user, submit } = renderForm([requiredText('first', 'First name')]);
      await user.type(screen.getByLabelText(/First name/), 'Alex');
      expect(await submit()).toEqual({ first: 'Alex' });
    });

    it('translates errors with the t given', async () => {
      const t = (key: string) => `[${key}]`;
      const { user } = renderForm([requiredText('first', 'first.label')], { t });
      await user.click(screen.getByLabelText(/first\.label/));
      await user.tab();
      expect(screen.getByText('[validation.required]')).toBeInTheDocument();
    });

    it('revalidates when the context changes', async () => {
      const onSubmit = jest.fn();
      const form = {
        id: 'ctx',
        inputs: [
          {
            ...requiredText('secret', 'Secret'),
            conditional: { kind: 'admin' as const },
          },
        ],
      };
      const { rerender } = renderWithTheme(
        <FormRenderer form={form} onSubmit={onSubmit} context={{}} />,
      );
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      rerender(<FormRenderer form={form} onSubmit={onSubmit} context={{ isAdmin: true }} />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
    });
  });

  describe('conditions', () => {
    const inputs: InputDefinition[] = [
      {
        name: 'hasOtherCar',
        type: 'radio',
        label: 'Do you have another car?',
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
        validation: { required: true },
      },
      {
        ...requiredText('otherCar', 'Which car?'),
        conditional: { kind: 'value', input: 'hasOtherCar', values: ['yes'] },
      },
    ];

    it('renders an input only while its condition holds', async () => {
      const { user } = renderForm(inputs);
      expect(screen.queryByLabelText(/Which car/)).not.toBeInTheDocument();
      await user.click(screen.getByLabelText('Yes'));
      expect(screen.getByLabelText(/Which car/)).toBeInTheDocument();
      await user.click(screen.getByLabelText('No'));
      expect(screen.queryByLabelText(/Which car/)).not.toBeInTheDocument();
    });

    it('drops the values of hidden inputs from what it submits', async () => {
      const { user, submit } = renderForm(inputs);
      await user.click(screen.getByLabelText('Yes'));
      await user.type(screen.getByLabelText(/Which car/), 'Golf');
      await user.click(screen.getByLabelText('No'));
      expect(await submit()).toEqual({ hasOtherCar: 'no' });
    });

    it('keeps a hidden input’s value while it is shown', async () => {
      const { user, submit } = renderForm(inputs);
      await user.click(screen.getByLabelText('Yes'));
      await user.type(screen.getByLabelText(/Which car/), 'Golf');
      expect(await submit()).toEqual({ hasOtherCar: 'yes', otherCar: 'Golf' });
    });
  });

  describe('error summary', () => {
    // Each field's error is an alert too; the summary is the one with the count.
    const summaryBar = () =>
      screen
        .getAllByRole('alert')
        .find((alert) => /highlighted question/.test(alert.textContent ?? ''));
    const twoRequired = [requiredText('first', 'First name'), requiredText('last', 'Last name')];

    it('shows the count and "show me" after a submit attempt', async () => {
      const { user, onSubmit } = renderForm(twoRequired, { disableSubmitUntilValid: false });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const summary = await screen.findByText(
        'Please review the 2 highlighted question(s) to continue.',
      );
      expect(summary).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Show me' }));
      expect(screen.getByLabelText(/First name/)).toHaveFocus();
    });

    it('counts down as errors are fixed', async () => {
      const { user } = renderForm(twoRequired, { errorSummary: 'always' });
      expect(
        screen.getByText('Please review the 2 highlighted question(s) to continue.'),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText(/First name/), 'Alex');
      expect(
        screen.getByText('Please review the 1 highlighted question(s) to continue.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show me' }));
      expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    });

    it('takes focus again on a second refused submit', async () => {
      const { user } = renderForm(twoRequired, { disableSubmitUntilValid: false });
      const save = screen.getByRole('button', { name: 'Continue' });
      await user.click(save);
      expect(summaryBar()).toHaveFocus();
      await user.type(screen.getByLabelText(/First name/), 'Alex');
      await user.click(save);
      expect(summaryBar()).toHaveTextContent('review the 1 highlighted question');
      expect(summaryBar()).toHaveFocus();
    });

    it('keeps the submit button where it was while it is pressed out of a field in error', async () => {
      const { user, onSubmit } = renderForm([requiredText('first', 'First name')], {
        disableSubmitUntilValid: false,
      });
      const save = screen.getByRole('button', { name: 'Continue' });
      await user.click(screen.getByLabelText(/First name/));
      // The press moves focus out of the field; its error would push the button away.
      await user.pointer({ keys: '[MouseLeft>]', target: save });
      expect(screen.getByLabelText(/First name/)).not.toHaveFocus();
      expect(screen.queryByText('Please answer this question to continue.')).toBeNull();
      await user.pointer({ keys: '[/MouseLeft]', target: save });
      expect(summaryBar()).toHaveFocus();
      expect(screen.getByText('Please answer this question to continue.')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('shows a field’s error after a press elsewhere ends', async () => {
      const { user } = renderForm([requiredText('first', 'First name')]);
      await user.click(screen.getByLabelText(/First name/));
      await user.pointer({ keys: '[MouseLeft>]', target: document.body });
      expect(screen.queryByText('Please answer this question to continue.')).toBeNull();
      await user.pointer({ keys: '[/MouseLeft]', target: document.body });
      expect(screen.getByText('Please answer this question to continue.')).toBeInTheDocument();
    });

    it('does not take focus from the field being typed in (always mode)', async () => {
      const { user } = renderForm([requiredText('first', 'First name')], {
        errorSummary: 'always',
        initialValues: { first: 'A' },
      });
      const input = screen.getByLabelText(/First name/);
      await user.clear(input);
      expect(await screen.findByRole('button', { name: 'Show me' })).toBeInTheDocument();
      expect(input).toHaveFocus();
    });
  });

  describe('read-only inputs', () => {
    const readOnly: InputDefinition = {
      ...requiredText('email', 'Email'),
      readOnly: true,
    };

    it('renders them disabled with the read-only modal behind "Why can’t I change this?"', async () => {
      const { user } = renderForm([readOnly], { initialValues: { email: 'a@b.co' } });
      expect(screen.getByLabelText(/Email/)).toBeDisabled();
      await user.click(screen.getByRole('button', { name: "Why can't I change this?" }));
      const dialog = await screen.findByRole('dialog', { name: "You can't change this" });
      expect(dialog).toBeInTheDocument();
      // One button named Close (the footer's), not the X's twin (issue 15 point 12).
      expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('opens the modal instead of changing a read-only value that reaches it', async () => {
      const { user } = renderForm(
        [{ name: 'agree', type: 'checkbox', label: 'Agree', readOnly: { kind: 'anonymous' } }],
        { context: { isAnonymous: true } },
      );
      const box = screen.getByLabelText('Agree');
      expect(box).toBeDisabled();
      // A disabled control cannot be clicked; a programmatic change is refused the same way.
      act(() => {
        box.removeAttribute('disabled');
      });
      await user.click(box);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(box).not.toBeChecked();
    });
  });
});
