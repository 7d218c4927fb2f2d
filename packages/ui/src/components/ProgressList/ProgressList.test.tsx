import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import type { ProgressStep } from './ProgressList';
import { ProgressList } from './ProgressList';

const steps: ProgressStep[] = [
  { id: 'car', label: 'Your car', state: 'complete', href: '/flex/quote/car' },
  { id: 'you', label: 'About you', state: 'complete' },
  { id: 'drivers', label: 'Additional drivers', state: 'current', href: '/ignored' },
  { id: 'cover', label: 'Your cover', state: 'upcoming', href: '/ignored-too' },
];

describe('ProgressList order and landmark', () => {
  it('is an ordered list of the steps inside a named navigation region', () => {
    renderWithTheme(<ProgressList label="Quote sections" steps={steps} />);
    const nav = screen.getByRole('navigation', { name: 'Quote sections' });
    const items = within(nav).getAllByRole('listitem');
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  });
});

describe('ProgressList states', () => {
  it('marks only the current step with aria-current="step"', () => {
    renderWithTheme(<ProgressList label="Quote sections" steps={steps} />);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'step');
    expect(current[0]).toHaveTextContent('Additional drivers');
  });

  it('tells each state in words, not only by the marker', () => {
    renderWithTheme(
      <ProgressList
        label="Quote sections"
        steps={steps}
        stateLabels={{ complete: 'done', current: 'in progress', upcoming: 'to do' }}
      />,
    );
    const [car, , drivers, cover] = screen.getAllByRole('listitem');
    expect(car).toHaveTextContent('Your car (done)');
    expect(drivers).toHaveTextContent('Additional drivers (in progress)');
    expect(cover).toHaveTextContent('Your cover (to do)');
  });
});

describe('ProgressList links', () => {
  it('links complete steps that have an address and no others', () => {
    renderWithTheme(<ProgressList label="Quote sections" steps={steps} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/flex/quote/car');
    expect(links[0]).toHaveAccessibleName('Your car (completed)');
  });

  it('draws links with the renderer the app passes', () => {
    renderWithTheme(
      <ProgressList
        label="Quote sections"
        steps={steps}
        renderLink={({ href, children }) => (
          <a href={`#router${href}`} data-testid="router-link">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByTestId('router-link')).toHaveAttribute('href', '#router/flex/quote/car');
  });
});
