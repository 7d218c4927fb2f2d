import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { TABS_MOBILE_QUERY, type TabItem, Tabs } from './Tabs';

const items: TabItem[] = [
  { id: 'details', header: 'Details', content: 'Policy details' },
  { id: 'billing', header: undefined, content: 'Billing (not for driveaway)' },
  { id: 'documents', header: 'Documents', content: 'Your documents' },
  { id: 'claims', header: 'Claims', content: 'Your claims' },
];

function Controlled() {
  const [value, setValue] = useState('claims');
  return <Tabs label="Policy" items={items} value={value} onValueChange={setValue} />;
}

function mockMatchMedia(matchingQuery: string) {
  (window.matchMedia as jest.Mock).mockImplementation((query: string) => ({
    matches: query === matchingQuery,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

afterEach(() => {
  mockMatchMedia('');
});

describe('Tabs skipping', () => {
  it('leaves out a tab with no header, on desktop and mobile', () => {
    const { unmount } = renderWithTheme(<Tabs label="Policy" items={items} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'Documents',
      'Claims',
    ]);
    unmount();
    mockMatchMedia(TABS_MOBILE_QUERY);
    renderWithTheme(<Tabs label="Policy" items={items} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Details',
      'Documents',
      'Claims',
    ]);
  });

  it('falls back to the first shown tab when asked for a skipped one', () => {
    renderWithTheme(<Tabs label="Policy" items={items} defaultValue="billing" />);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Billing (not for driveaway)')).not.toBeInTheDocument();
  });

  it('renders nothing when no tab has a header', () => {
    const { container } = renderWithTheme(
      <Tabs label="Policy" items={[{ id: 'a', content: 'Hidden' }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Tabs on desktop', () => {
  it('shows a labelled tab bar with the first tab chosen', () => {
    renderWithTheme(<Tabs label="Policy" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Policy' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Policy details');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <Tabs label="Policy" items={items} onValueChange={onValueChange} />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your documents');
    expect(onValueChange).toHaveBeenLastCalledWith('documents');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Claims' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your claims');
  });

  it('follows value when controlled', async () => {
    const { user } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your claims');
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your documents');
  });

  it('does not change tab on its own when controlled and the parent keeps the value', async () => {
    const { user } = renderWithTheme(<Tabs label="Policy" items={items} value="details" />);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Policy details');
  });
});

describe('Tabs on mobile', () => {
  beforeEach(() => {
    mockMatchMedia(TABS_MOBILE_QUERY);
  });

  it('shows a labelled dropdown instead of the tab bar, and choosing changes the panel', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <Tabs label="Policy" items={items} onValueChange={onValueChange} />,
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Policy' });
    expect(select).toHaveValue('details');
    expect(screen.getByText('Policy details')).toBeInTheDocument();
    await user.selectOptions(select, 'Claims');
    expect(onValueChange).toHaveBeenCalledWith('claims');
    expect(screen.getByText('Your claims')).toBeInTheDocument();
    expect(screen.queryByText('Policy details')).not.toBeInTheDocument();
  });

  it('uses optionLabel for a header that is not plain text', () => {
    renderWithTheme(
      <Tabs
        label="Policy"
        items={[
          {
            id: 'a',
            header: <strong>Claims (2)</strong>,
            optionLabel: 'Claims, 2 open',
            content: 'A',
          },
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Claims, 2 open' })).toBeInTheDocument();
  });
});

describe('Tabs layout changes', () => {
  it('swaps the tab bar for the dropdown when the window narrows past 768px', () => {
    let mobile = false;
    const listeners: Array<() => void> = [];
    (window.matchMedia as jest.Mock).mockImplementation((query: string) => ({
      matches: query === TABS_MOBILE_QUERY && mobile,
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    }));
    renderWithTheme(<Tabs label="Policy" items={items} defaultValue="claims" />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    act(() => {
      mobile = true;
      for (const listener of listeners) listener();
    });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Policy' })).toHaveValue('claims');
  });
});
