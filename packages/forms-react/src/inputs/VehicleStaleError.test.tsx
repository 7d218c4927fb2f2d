// A stale "Please answer" (issue 15 point 13): the vehicle look-up's required error, shown after a
// submit with no car, goes once a car is found, and comes back if the search is changed.
import { screen } from '@testing-library/react';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';

const REQUIRED = 'Please answer this question to continue.';

function renderRequiredLookup() {
  return renderForm([{ ...SAMPLE_INPUTS.vehicleLookup, validation: { required: true } }], {
    disableSubmitUntilValid: false,
  });
}

describe('the vehicle look-up’s required error', () => {
  it('clears once a car is found, before it is confirmed', async () => {
    const { user } = renderRequiredLookup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Registration number/), 'xy70zzz{Enter}');
    await screen.findByRole('button', { name: 'Use this vehicle' });
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Your car/ })).not.toHaveAccessibleDescription(
      expect.stringContaining(REQUIRED),
    );
  });

  it('comes back when the registration is changed and no car is found', async () => {
    const { user } = renderRequiredLookup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = screen.getByLabelText(/Registration number/);
    await user.type(box, 'xy70zzz{Enter}');
    await screen.findByRole('button', { name: 'Use this vehicle' });
    await user.type(box, 'X');
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
  });

  it('a confirmed car submits, and Change starts a fresh search', async () => {
    const { user, submit } = renderRequiredLookup();
    await user.type(screen.getByLabelText(/Registration number/), 'xy70zzz{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use this vehicle' }));
    expect((await submit())?.vehicle).toMatchObject({ vrn: 'XY70 ZZZ' });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('button', { name: 'Use this vehicle' })).not.toBeInTheDocument();
  });
});
