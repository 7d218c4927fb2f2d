import { screen } from '@testing-library/react';
import { createInMemoryDataSources } from '../in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';

describe('DataEntryInput', () => {
  it('enables Check only for a matching code, and stores what it finds', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.dataEntry]);
    const box = screen.getByLabelText('Retailer number');
    const check = screen.getByRole('button', { name: 'Check' });
    await user.type(box, '1234');
    expect(check).toBeDisabled();
    await user.type(box, '56');
    expect(box).toHaveValue('12345');
    await user.click(check);
    expect(await screen.findByText('Found: Park Lane MINI')).toBeInTheDocument();
    expect(await submit()).toEqual({ retailer: { code: '12345', name: 'Park Lane MINI' } });
  });

  it('checks on Enter instead of submitting, and says when nothing is found', async () => {
    const { user, onSubmit } = renderForm([SAMPLE_INPUTS.dataEntry]);
    await user.type(screen.getByLabelText('Retailer number'), '99999{Enter}');
    expect(await screen.findByText('Sorry, no results found')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses findLookup without a dataEntryCheck, and reports failure', async () => {
    const sources = { ...createInMemoryDataSources(SAMPLE_DATA), dataEntryCheck: undefined };
    jest.spyOn(sources, 'findLookup').mockRejectedValueOnce(new Error('down'));
    const { user } = renderForm([SAMPLE_INPUTS.dataEntry], { dataSources: sources });
    await user.type(screen.getByLabelText('Retailer number'), '12345{Enter}');
    expect(await screen.findByText(/search is not working/)).toBeInTheDocument();
  });

  it('upper-cases what is typed and shows a stored answer', async () => {
    const { user } = renderForm(
      [{ name: 'code', type: 'dataEntry', label: 'Code', meta: { lookupTable: 'retailer' } }],
      { initialValues: { code: { code: '54321', name: 'Oxford MINI' } } },
    );
    expect(screen.getByText('Found: Oxford MINI')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'ab');
    expect(screen.getByLabelText('Code')).toHaveValue('54321AB');
  });
});
