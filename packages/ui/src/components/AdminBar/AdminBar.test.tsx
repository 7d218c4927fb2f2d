import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { AdminBar } from './AdminBar';

describe('AdminBar', () => {
  it('is a region named "Admin view" that names the impersonated user', () => {
    renderWithTheme(<AdminBar user="zoe.smith@example.com" />);
    const region = screen.getByRole('region', { name: 'Admin view' });
    expect(region).toHaveTextContent('zoe.smith@example.com');
  });

  it('takes a translated label and the text before the user', () => {
    renderWithTheme(<AdminBar label="Vue admin" userLabel="Client :" user="Zoë Smith" />);
    expect(screen.getByRole('region', { name: 'Vue admin' })).toHaveTextContent(
      'Vue adminClient : Zoë Smith',
    );
  });

  it('shows its actions', () => {
    renderWithTheme(<AdminBar user="U123" actions={<button type="button">Stop</button>} />);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });
});
