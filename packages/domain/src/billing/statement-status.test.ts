import { PAYMENT_STATUSES } from '../enums';
import { STATEMENT_ICONS, STATEMENT_STATUS_ICONS, statementStatusIcon } from './statement-status';

describe('statementStatusIcon', () => {
  it('maps each status to its icon', () => {
    expect(statementStatusIcon('DRAFT')).toBeNull();
    expect(statementStatusIcon('PENDING')).toBe('clock');
    expect(statementStatusIcon('FAILED')).toBe('warning');
    expect(statementStatusIcon('SETTLED')).toBe('tick');
  });

  it('covers every payment status in the table', () => {
    expect(Object.keys(STATEMENT_STATUS_ICONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('uses every icon of the catalogue', () => {
    const used = Object.values(STATEMENT_STATUS_ICONS).filter((icon) => icon !== null);
    expect([...used].sort()).toEqual([...STATEMENT_ICONS].sort());
  });

  it('shows no icon for an unknown status', () => {
    expect(statementStatusIcon('settled')).toBeNull();
    expect(statementStatusIcon('constructor')).toBeNull();
    expect(statementStatusIcon(undefined)).toBeNull();
  });
});
