import { screen } from '@testing-library/react';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';

describe('simple inputs', () => {
  it('text blocks characters outside its mask and stops at maxLength', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.text]);
    await user.type(screen.getByLabelText(/Order number/), '41a2-345678');
    expect(screen.getByLabelText(/Order number/)).toHaveValue('4123456');
    expect(await submit()).toEqual({ orderNumber: '4123456' });
  });

  it('email drops spaces', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.email]);
    await user.type(screen.getByLabelText(/Email address/), ' driver @example.com');
    expect(await submit()).toEqual({ email: 'driver@example.com' });
  });

  it('phone keeps digits, drops one leading zero and stores +44', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.phoneNumber]);
    const box = screen.getByLabelText(/Phone number/);
    await user.type(box, '07700 900-123');
    expect(box).toHaveValue('7700900123');
    expect(screen.getByText('+44')).toBeInTheDocument();
    expect(await submit()).toEqual({ phone: '+447700900123' });
  });

  it('phone uses the prefix of its rule', async () => {
    const { user } = renderForm([
      {
        name: 'phone',
        type: 'phoneNumber',
        label: 'Phone',
        validation: { phone: { prefix: '+353' } },
      },
    ]);
    await user.type(screen.getByLabelText('Phone'), '0851234567');
    expect(screen.getByLabelText('Phone')).toHaveValue('851234567');
    expect(screen.getByText('+353')).toBeInTheDocument();
  });

  it('numberText refuses values above lessThanOrEqual', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.numberText]);
    const box = screen.getByLabelText(/Annual mileage/);
    await user.type(box, '12,0009');
    expect(box).toHaveValue('120009');
    await user.type(box, '9');
    expect(box).toHaveValue('120009');
    expect(await submit()).toEqual({ annualMileage: 120009 });
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('radio keeps the option value’s type', async () => {
    const { user, submit } = renderForm([
      {
        name: 'ncd',
        type: 'radio',
        label: 'No claims discount',
        options: [
          { value: 0, label: 'None' },
          { value: 9, label: '9 or more' },
        ],
      },
    ]);
    await user.click(screen.getByLabelText('9 or more'));
    expect(await submit()).toEqual({ ncd: 9 });
  });

  it('radio hides options whose condition does not hold', () => {
    renderForm(
      [
        {
          name: 'pick',
          type: 'radio',
          label: 'Pick',
          options: [
            { value: 'a', label: 'Always' },
            { value: 'b', label: 'Admins only', conditional: { kind: 'admin' } },
          ],
        },
      ],
      { context: { isAdmin: false } },
    );
    expect(screen.getByLabelText('Always')).toBeInTheDocument();
    expect(screen.queryByLabelText('Admins only')).not.toBeInTheDocument();
  });

  it('boolean stores true or false', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.boolean]);
    await user.click(screen.getByLabelText('No'));
    expect(await submit()).toEqual({ modifications: false });
    await user.click(screen.getByLabelText('Yes'));
    expect(await submit()).toEqual({ modifications: true });
  });

  it('boolean uses the default Yes and No labels without options', () => {
    renderForm([{ name: 'tracker', type: 'boolean', label: 'Tracker fitted?' }]);
    expect(screen.getByLabelText('Yes')).toBeInTheDocument();
  });

  it('checkbox stores the first of meta.values when ticked and false when not', async () => {
    const { user, submit } = renderForm([
      { name: 'consent', type: 'checkbox', label: 'I agree', meta: { values: ['agreed'] } },
    ]);
    await user.click(screen.getByLabelText('I agree'));
    expect(await submit()).toEqual({ consent: 'agreed' });
    await user.click(screen.getByLabelText('I agree'));
    expect(await submit()).toEqual({ consent: false });
  });

  it.each([
    ['checkboxEligibility', 'I confirm that I meet the eligibility criteria', 'eligible'],
    ['checkboxPromotion', 'I accept the promotion terms', 'promotionTerms'],
  ] as const)('%s must be ticked to submit', async (type, label, name) => {
    const { user, submit } = renderForm([SAMPLE_INPUTS[type]]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByLabelText(new RegExp(label)));
    expect(await submit()).toEqual({ [name]: true });
  });

  it('checkboxList stores the ticked values in order', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.checkboxList]);
    await user.click(screen.getByLabelText('My answers are accurate'));
    await user.click(screen.getByLabelText('I have read the policy documents'));
    expect(await submit()).toEqual({ terms: ['documents', 'accurate'] });
  });

  it('booleanList stores every item ticked or not', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.booleanList]);
    await user.click(screen.getByLabelText('I have never been declared bankrupt'));
    expect(await submit()).toEqual({
      declarations: { bankrupt: true, 'unsatisfied-ccjs': false },
    });
  });

  it('booleanList falls back to the options for its items', async () => {
    const { user, submit } = renderForm([
      {
        name: 'd',
        type: 'booleanList',
        label: 'D',
        options: [{ value: 'x', label: 'X', hint: 'Hint X' }],
      },
    ]);
    expect(screen.getByText('Hint X')).toBeInTheDocument();
    await user.click(screen.getByLabelText('X'));
    expect(await submit()).toEqual({ d: { x: true } });
  });

  it('name trims leading spaces of both parts', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.name]);
    await user.type(screen.getByLabelText(/First name/), '  Alex');
    await user.type(screen.getByLabelText(/Last name/), ' Driver');
    expect(await submit()).toEqual({ name: { firstName: 'Alex', lastName: 'Driver' } });
  });

  it('dropDownSelect stores the chosen option and clears on the placeholder', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.dropDownSelect]);
    const select = screen.getByLabelText(/Where is the car kept/);
    await user.selectOptions(select, 'Garage');
    expect(await submit()).toEqual({ overnightLocation: 'Garage' });
    await user.selectOptions(select, 'Please select');
    expect(await submit()).toEqual({});
  });

  it('hidden posts objects as JSON', () => {
    const { container } = renderForm([{ name: 'meta', type: 'hidden' }], {
      initialValues: { meta: { a: 1 } },
    });
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('{"a":1}');
  });
});
