import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';

const makes = [
  { value: 'ford', label: 'Ford' },
  { value: 'fordson', label: 'Fordson' },
  { value: 'mini', label: 'MINI' },
  { value: 'morgan', label: 'Morgan' },
];

function Harness({
  initial = null,
  onChange,
  ...props
}: Partial<SearchableSelectProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <SearchableSelect
      id="make"
      name="make"
      label="Make"
      options={makes}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SearchableSelect filtering', () => {
  it('lists the options whose label contains the typed text', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'for');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ford', 'Fordson']);
  });

  it('shows and announces the not-found message when nothing matches', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, no matches found');
  });

  it('uses the configured not-found message', async () => {
    const { user } = renderWithTheme(<Harness notFoundMessage="No makes match" />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No makes match');
  });

  it('lists every option after a choice when the list is reopened', async () => {
    const { user } = renderWithTheme(<Harness initial="mini" />);
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('MINI');
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});

describe('SearchableSelect auto-choosing', () => {
  it('chooses the only option of a single-option list', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Harness options={[{ value: 'cooper', label: 'Cooper' }]} onChange={onChange} />,
    );
    expect(onChange).toHaveBeenCalledWith('cooper');
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Cooper');
  });

  it('chooses the last remaining match while typing and leaves the text for further editing', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'min');
    expect(onChange).toHaveBeenLastCalledWith('mini');
    expect(input).toHaveValue('min');
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('minx');
  });

  it('chooses an option whose label is typed exactly, even when longer labels also match', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'ford');
    expect(onChange).toHaveBeenLastCalledWith('ford');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('SearchableSelect leaving the field', () => {
  it('completes the text to the chosen option’s label when one match is left', async () => {
    const onBlur = jest.fn();
    const { user } = renderWithTheme(<Harness onBlur={onBlur} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'orga');
    await user.tab();
    expect(input).toHaveValue('Morgan');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps unmatched text and no choice', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'xyz');
    await user.tab();
    expect(input).toHaveValue('xyz');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SearchableSelect Enter key', () => {
  it('picks the one remaining match on Enter and shows its label', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'mor{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('morgan');
    expect(input).toHaveValue('Morgan');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks the one remaining match on Enter after the list was closed', async () => {
    const { user } = renderWithTheme(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'mor{Escape}{Enter}');
    expect(input).toHaveValue('Morgan');
  });

  it('picks nothing on Enter while several options match', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'm{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('m');
  });

  it('picks the option highlighted with the arrow keys', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.type(
      screen.getByRole('combobox', { name: 'Make' }),
      'm{ArrowDown}{ArrowDown}{Enter}',
    );
    expect(onChange).toHaveBeenLastCalledWith('morgan');
  });
});

describe('SearchableSelect labelling', () => {
  it('links the hint and error and marks the input invalid', () => {
    renderWithTheme(<Harness hint="As shown on your V5C" error="Choose your car's make" />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /As shown on your V5C.*Error: Choose your car's make/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Choose your car's make");
  });
});
