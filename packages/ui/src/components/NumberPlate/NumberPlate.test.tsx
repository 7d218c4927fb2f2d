import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { NumberPlate } from './NumberPlate';

describe('NumberPlate', () => {
  it('shows the registration as a plate, read out with its label', () => {
    const { container } = renderWithTheme(
      <NumberPlate registration="MN22 ELC" label="Registration" />,
    );
    expect(screen.getByText('MN22 ELC')).toHaveAttribute('data-plate', 'rear');
    expect(container).toHaveTextContent('Registration MN22 ELC');
  });

  it('draws the white front plate when asked', () => {
    renderWithTheme(<NumberPlate registration="MN22 ELC" plateStyle="front" size="sm" />);
    expect(screen.getByText('MN22 ELC')).toHaveAttribute('data-plate', 'front');
  });
});
