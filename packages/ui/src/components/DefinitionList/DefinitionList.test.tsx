import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { DefinitionList } from './DefinitionList';

describe('DefinitionList rows', () => {
  it('shows each row as a term and its description', () => {
    renderWithTheme(
      <DefinitionList
        rows={[
          { id: 'dob', term: 'Date of birth', description: '14 March 1990' },
          { id: 'start', term: 'Cover starts', description: '1 April 2025' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Date of birth',
      'Cover starts',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '14 March 1990',
      '1 April 2025',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('DefinitionList change actions', () => {
  it('names a change button with the term as hidden context and runs it', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <DefinitionList
        rows={[
          {
            id: 'dob',
            term: 'date of birth',
            description: '14 March 1990',
            action: { label: 'Change', onClick },
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change date of birth' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('makes a change link when the action has an address, drawn by the renderer', () => {
    renderWithTheme(
      <DefinitionList
        renderLink={({ href, children }) => (
          <a href={`/app${href}`} data-router="yes">
            {children}
          </a>
        )}
        rows={[
          {
            id: 'addr',
            term: <span>Address</span>,
            description: '1 High Street',
            action: { label: 'Change', href: '/address', visuallyHiddenText: 'address' },
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Change address' });
    expect(link).toHaveAttribute('href', '/app/address');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('adds no hidden context when the term is not text and none is given', () => {
    renderWithTheme(
      <DefinitionList
        rows={[
          {
            id: 'x',
            term: <span>Drivers</span>,
            description: 'Sam',
            action: { label: 'Edit', href: '/d' },
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});
