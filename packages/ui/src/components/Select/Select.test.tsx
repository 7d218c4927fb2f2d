import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Select } from './Select';

const titles = [
  { value: 'MR', label: 'Mr' },
  { value: 'MRS', label: 'Mrs' },
  { value: 'MX', label: 'Mx', disabled: true },
];

describe('Select choosing', () => {
  it('shows the placeholder first and gives the chosen value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Select
        id="title"
        name="title"
        label="Title"
        value=""
        onChange={onChange}
        options={titles}
        placeholder="Please select"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveDisplayValue('Please select');
    await user.selectOptions(select, 'Mrs');
    expect(onChange).toHaveBeenCalledWith('MRS');
  });

  it('has no empty option without a placeholder, and keeps disabled options unchoosable', () => {
    renderWithTheme(
      <Select
        id="title"
        name="title"
        label="Title"
        value="MR"
        onChange={jest.fn()}
        options={titles}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'Mx' })).toBeDisabled();
  });
});

describe('Select labelling', () => {
  it('links hint and error and marks the select invalid', () => {
    renderWithTheme(
      <Select
        id="title"
        name="title"
        label="Title"
        hint="As on your driving licence"
        error="Please answer this question to continue"
        value=""
        onChange={jest.fn()}
        options={titles}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'As on your driving licence Error: Please answer this question to continue',
    );
  });
});
