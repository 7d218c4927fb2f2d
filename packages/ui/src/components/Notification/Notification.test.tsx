import { STATUS_TONES } from '@brand/domain';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { NOTIFICATION_ROLES, Notification } from './Notification';

describe('Notification role by tone', () => {
  it.each([
    ['default', 'status'],
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['critical', 'alert'],
  ] as const)('a %s notification is a %s', (tone, role) => {
    renderWithTheme(<Notification tone={tone} title="Heads up" />);
    expect(screen.getByRole(role)).toHaveTextContent('Heads up');
    expect(NOTIFICATION_ROLES[tone]).toBe(role);
  });

  it('is an info status by default', () => {
    renderWithTheme(<Notification title="Renewal" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });

  it('takes no live role when told not to announce', () => {
    renderWithTheme(<Notification tone="critical" title="Cover ends" announce={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Notification content', () => {
  it('shows the title as a heading of the given level, the body and the action', async () => {
    const onPay = jest.fn();
    const { user } = renderWithTheme(
      <Notification
        tone="warning"
        headingLevel={3}
        title="Outstanding balance"
        action={<Button onClick={onPay}>Pay now</Button>}
      >
        Please pay £62.80.
      </Notification>,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Outstanding balance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please pay £62.80.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('says the tone in words before the title when given a tone label', () => {
    renderWithTheme(<Notification tone="critical" toneLabel="Problem" title="Not eligible" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Problem: Not eligible');
  });

  it('says the tone in words even without a title', () => {
    renderWithTheme(
      <Notification tone="warning" toneLabel="Warning">
        Check your details
      </Notification>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Warning: Check your details');
  });

  it.each(STATUS_TONES)('draws the %s icon hidden from assistive technology', (tone) => {
    renderWithTheme(<Notification tone={tone} title="Note" announce={false} />);
    expect(document.querySelector(`svg[data-tone="${tone}"]`)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('Notification spacing', () => {
  it('keeps a button directly above or below it from touching it', () => {
    renderWithTheme(
      <div>
        <Button>Before</Button>
        <Notification tone="success" title="Saved" />
        <Button>After</Button>
      </div>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.marginTop).toBe('24px');
    expect(style.marginBottom).toBe('24px');
  });

  it('adds no space at the start or end of its container', () => {
    renderWithTheme(
      <div>
        <Notification tone="info" title="Only one" />
      </div>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.marginTop).toBe('0px');
    expect(style.marginBottom).toBe('0px');
  });
});
