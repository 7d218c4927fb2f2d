import { trackProposal } from '@brand/api-client';
import { forgetCookieConsent, saveCookieConsent } from '@brand/app-shell';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  heldTrackingSearch,
  useProposalTracking,
  useSaveTrackingParameters,
} from './useProposalTracking';

jest.mock('@brand/api-client', () => ({
  ...jest.requireActual('@brand/api-client'),
  trackProposal: jest.fn().mockResolvedValue(undefined),
}));
jest.mock('@brand/app-shell', () => ({
  ...jest.requireActual('@brand/app-shell'),
  useApiClient: () => ({}),
}));

function Tracked({ proposalCode }: { proposalCode: string | null }) {
  useSaveTrackingParameters();
  useProposalTracking(proposalCode);
  return null;
}

function arrive(url: string, proposalCode: string | null = 'P1') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Tracked proposalCode={proposalCode} />
    </MemoryRouter>,
  );
}

describe('tracking with the visitor’s consent (PECR)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    act(() => forgetCookieConsent());
    jest.mocked(trackProposal).mockClear();
  });

  it('holds the arrival values in memory only, and stores and sends them once accepted', async () => {
    arrive('/flex?utm_source=news&utm_campaign=spring');
    expect(sessionStorage.getItem('proposalTracking')).toBeNull();
    expect(heldTrackingSearch()).toBe('?utm_source=news&utm_campaign=spring');
    expect(trackProposal).not.toHaveBeenCalled();

    await act(async () => saveCookieConsent(true));
    expect(JSON.parse(sessionStorage.getItem('proposalTracking') ?? 'null')).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
    });
    expect(heldTrackingSearch()).toBeNull();
    expect(trackProposal).toHaveBeenCalledTimes(1);
    expect(trackProposal).toHaveBeenCalledWith(
      {},
      { id: 'P1', body: { values: { utm_source: 'news', utm_campaign: 'spring' } } },
    );
  });

  it('stores and sends nothing for a visitor who chose essential cookies only', async () => {
    await act(async () => saveCookieConsent(false));
    arrive('/flex?utm_source=news');
    expect(sessionStorage.getItem('proposalTracking')).toBeNull();
    expect(trackProposal).not.toHaveBeenCalled();
  });

  it('stores on arrival and sends once per proposal when already accepted', async () => {
    await act(async () => saveCookieConsent(true));
    const first = arrive('/flex?utm_source=news');
    first.unmount();
    arrive('/flex/proposal/P1');
    expect(trackProposal).toHaveBeenCalledTimes(1);
  });
});
