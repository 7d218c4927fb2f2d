import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { VehicleCard } from './VehicleCard';

describe('VehicleCard content', () => {
  it('is an article headed by make and model, with the plate and specification lines', () => {
    renderWithTheme(
      <VehicleCard
        title="MINI Cooper S"
        registration="AB24 CDE"
        registrationLabel="Registration"
        specLines={['2024, petrol, automatic', '1998cc']}
      />,
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'MINI Cooper S' })).toBeInTheDocument();
    expect(screen.getByText('AB24 CDE')).toHaveAttribute('data-plate', 'rear');
    expect(screen.getByText('AB24 CDE').parentElement).toHaveTextContent('Registration AB24 CDE');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2024, petrol, automatic',
      '1998cc',
    ]);
  });

  it('shows a white front plate when asked', () => {
    renderWithTheme(<VehicleCard title="MINI" registration="AB24 CDE" plateStyle="front" />);
    expect(screen.getByText('AB24 CDE')).toHaveAttribute('data-plate', 'front');
  });

  it('shows no plate while the registration is missing', () => {
    const { container } = renderWithTheme(<VehicleCard title="MINI" />);
    expect(container.querySelector('[data-plate]')).toBeNull();
  });
});

describe('VehicleCard actions', () => {
  it('runs change and edit registration from their buttons', async () => {
    const onChange = jest.fn();
    const onEditRegistration = jest.fn();
    const { user } = renderWithTheme(
      <VehicleCard
        title="MINI"
        registration="AB24 CDE"
        changeLabel="Change"
        onChange={onChange}
        editRegistrationLabel="Edit registration"
        onEditRegistration={onEditRegistration}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Edit registration' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onEditRegistration).toHaveBeenCalledTimes(1);
  });

  it('shows no actions when no handlers are given', () => {
    renderWithTheme(<VehicleCard title="MINI" changeLabel="Change" editRegistrationLabel="Edit" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
