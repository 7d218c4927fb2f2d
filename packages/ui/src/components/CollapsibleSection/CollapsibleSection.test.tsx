import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { CollapsibleSection } from './CollapsibleSection';

describe('CollapsibleSection toggling', () => {
  it('starts closed with aria-expanded false and its content hidden', () => {
    renderWithTheme(
      <CollapsibleSection title="What is covered">Theft and fire</CollapsibleSection>,
    );
    expect(screen.getByRole('button', { name: 'What is covered' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Theft and fire')).not.toBeInTheDocument();
  });

  it('opens and closes from the toggle, updating aria-expanded', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderWithTheme(
      <CollapsibleSection title="What is covered" onOpenChange={onOpenChange}>
        Theft and fire
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'What is covered' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Theft and fire')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-controls', screen.getByText('Theft and fire').id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Theft and fire')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles from the keyboard', async () => {
    const { user } = renderWithTheme(
      <CollapsibleSection title="Your excess">£250</CollapsibleSection>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Your excess' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('£250')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByText('£250')).not.toBeInTheDocument();
  });

  it('starts open when defaultOpen is set', () => {
    renderWithTheme(
      <CollapsibleSection title="Your excess" defaultOpen>
        £250
      </CollapsibleSection>,
    );
    expect(screen.getByRole('button', { name: 'Your excess' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

function ParentHoldingState() {
  const [open, setOpen] = useState(true);
  return (
    <CollapsibleSection title="Add-ons" open={open} onOpenChange={setOpen}>
      Breakdown cover
    </CollapsibleSection>
  );
}

describe('CollapsibleSection controlled', () => {
  it('follows the open prop and reports toggles instead of changing itself', async () => {
    const onOpenChange = jest.fn();
    const { user, rerender } = renderWithTheme(
      <CollapsibleSection title="Add-ons" open={false} onOpenChange={onOpenChange}>
        Breakdown cover
      </CollapsibleSection>,
    );
    await user.click(screen.getByRole('button', { name: 'Add-ons' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByText('Breakdown cover')).not.toBeInTheDocument();
    rerender(
      <CollapsibleSection title="Add-ons" open onOpenChange={onOpenChange}>
        Breakdown cover
      </CollapsibleSection>,
    );
    expect(screen.getByText('Breakdown cover')).toBeVisible();
  });

  it('works with state held by a parent', async () => {
    const { user } = renderWithTheme(<ParentHoldingState />);
    await user.click(screen.getByRole('button', { name: 'Add-ons' }));
    expect(screen.queryByText('Breakdown cover')).not.toBeInTheDocument();
  });
});

describe('CollapsibleSection heading', () => {
  it('puts the toggle inside a heading of the given level', () => {
    renderWithTheme(
      <CollapsibleSection title="Documents" headingLevel={2} summary="4 documents">
        List
      </CollapsibleSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toContainElement(
      screen.getByRole('button', { name: 'Documents' }),
    );
    expect(screen.getByText('4 documents')).toBeInTheDocument();
  });
});
