import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { BarChart, type BarChartProps } from './BarChart';

const props: BarChartProps = {
  title: 'Payments in the last 12 months',
  summary: '£90.00 paid',
  columnLabels: { label: 'Month', value: 'Paid' },
  tableToggleText: 'Show the payments as a table',
  data: [
    { id: 'a', label: 'Jan', longLabel: 'January 2026', value: 3000, valueText: '£30.00' },
    { id: 'b', label: 'Feb', longLabel: 'February 2026', value: 0, valueText: '£0.00' },
    { id: 'c', label: 'Mar', longLabel: 'March 2026', value: 6000, valueText: '£60.00' },
  ],
};

describe('BarChart', () => {
  it('is a figure whose drawing is an image named by the caption and described by the summary', () => {
    renderWithTheme(<BarChart {...props} />);
    expect(screen.getByRole('figure', { name: 'Payments in the last 12 months' })).toBeVisible();
    const image = screen.getByRole('img', { name: 'Payments in the last 12 months' });
    expect(image).toHaveAccessibleDescription('£90.00 paid');
  });

  it('draws a bar per month with a value, as high as its share of the highest', () => {
    renderWithTheme(<BarChart {...props} />);
    const bars = screen.getAllByTestId('bar-chart-bar');
    expect(bars.map((bar) => bar.getAttribute('height'))).toEqual(['50', '100']);
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'January 2026: £30.00',
      'March 2026: £60.00',
    ]);
  });

  it('says so in a sentence, with no empty drawing or table, when nothing was paid', () => {
    renderWithTheme(
      <BarChart
        {...props}
        data={props.data.map((datum) => ({ ...datum, value: 0 }))}
        emptyText="You have made no payments in the last 12 months."
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Payments in the last 12 months' });
    expect(
      within(figure).getByText('You have made no payments in the last 12 months.'),
    ).toBeVisible();
    expect(screen.queryAllByTestId('bar-chart-bar')).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Show the payments as a table')).toBeNull();
    expect(document.body.innerHTML).not.toContain('NaN');
  });

  it('says the summary when nothing was paid and no other sentence is given', () => {
    renderWithTheme(<BarChart {...props} data={[]} summary="Nothing paid yet." />);
    expect(screen.getByText('Nothing paid yet.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives every figure in a table the keyboard opens', async () => {
    renderWithTheme(<BarChart {...props} />);
    const toggle = screen.getByText('Show the payments as a table');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'January 2026£30.00',
      'February 2026£0.00',
      'March 2026£60.00',
    ]);
  });
});
