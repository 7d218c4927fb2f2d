import { UK_REGISTRATION_FORMAT } from '@brand/domain';
import { VALIDATION_MESSAGES_EN_GB } from '@brand/forms';
import { screen, within } from '@testing-library/react';
import { FormRenderer } from '../FormRenderer';
import { createInMemoryDataSources } from '../in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from '../sample-data';
import { renderForm, renderWithTheme } from '../test-utils';
import { FormChatActionProvider } from './form-chat-action';
import { canSearchRegistration, displayRegistration } from './registration-entry';
import {
  vehicleDetailLabel,
  vehicleSpecLines,
  vehicleTitle,
  vehicleValueOf,
} from './vehicle-value';

const COOPER = SAMPLE_DATA.vehicles?.[0];
const QPLATE = VALIDATION_MESSAGES_EN_GB['validation.vehicleRegistration.qPlate'];

describe('vehicle inputs', () => {
  describe('vehicleRegistration', () => {
    it('upper-cases, drops spaces and hyphens, and inserts the divider on leaving', async () => {
      const { user, submit } = renderForm([SAMPLE_INPUTS.vehicleRegistration]);
      const box = screen.getByLabelText('Registration number');
      await user.type(box, 'ab-12 c');
      expect(box).toHaveValue('AB12C');
      await user.type(box, 'de');
      await user.tab();
      expect(box).toHaveValue('AB12 CDE');
      expect(await submit()).toEqual({ vrn: 'AB12 CDE' });
    });

    it('disables search while invalid; Enter searches instead of submitting', async () => {
      const { user, onSubmit } = renderForm([SAMPLE_INPUTS.vehicleRegistration]);
      const box = screen.getByLabelText('Registration number');
      const find = screen.getByRole('button', { name: 'Find vehicle' });
      await user.type(box, 'AB12C{Enter}');
      expect(find).toBeDisabled();
      await user.type(box, 'DE{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(
        await screen.findByRole('heading', { name: 'MINI Cooper Classic' }),
      ).toBeInTheDocument();
      expect(box).toHaveValue('AB12 CDE');
    });

    it('gives a Q plate its own message, from the rule', async () => {
      const { user } = renderForm([SAMPLE_INPUTS.vehicleRegistration]);
      const box = screen.getByLabelText('Registration number');
      await user.type(box, 'Q123ABC');
      await user.tab();
      expect(box).toHaveAccessibleDescription(expect.stringContaining(QPLATE));
      expect(screen.getAllByText(QPLATE)).toHaveLength(1);
    });

    it('says when no vehicle has the registration, or the search fails', async () => {
      const sources = createInMemoryDataSources(SAMPLE_DATA);
      const { user } = renderForm([SAMPLE_INPUTS.vehicleRegistration], { dataSources: sources });
      const box = screen.getByLabelText('Registration number');
      await user.type(box, 'AB12 CDF');
      await user.click(screen.getByRole('button', { name: 'Find vehicle' }));
      expect(await screen.findByText(/couldn't find a vehicle/)).toBeInTheDocument();
      jest.spyOn(sources, 'vehicleByVrn').mockRejectedValueOnce(new Error('down'));
      await user.click(screen.getByRole('button', { name: 'Find vehicle' }));
      expect(await screen.findByText(/search is not working/)).toBeInTheDocument();
      await user.type(box, 'X');
      expect(screen.queryByText(/search is not working/)).not.toBeInTheDocument();
    });
  });

  describe('vehicleLookup', () => {
    it('finds by registration, confirms, and Change goes back to the search', async () => {
      const { user, submit } = renderForm([SAMPLE_INPUTS.vehicleLookup]);
      await user.type(screen.getByLabelText('Registration number'), 'xy70zzz{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Use this vehicle' }));
      const values = await submit();
      expect(values?.vehicle).toMatchObject({
        vrn: 'XY70 ZZZ',
        regLookup: true,
        specification: { vehicleCode: 'MINI-E-2022' },
      });
      await user.click(screen.getByRole('button', { name: 'Change' }));
      expect(screen.getByLabelText('Registration number')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('heading', { name: 'MINI Electric Level 3' })).toBeInTheDocument();
    });

    it('says a Q plate cannot be covered once the registration is left, until it is changed', async () => {
      const { user } = renderForm([SAMPLE_INPUTS.vehicleLookup]);
      const box = screen.getByLabelText('Registration number');
      await user.type(box, 'q123abc');
      expect(screen.queryByText(QPLATE)).not.toBeInTheDocument();
      await user.tab();
      expect(box).toHaveValue('Q123 ABC');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(QPLATE));
      expect(screen.getByRole('button', { name: 'Find vehicle' })).toBeDisabled();
      await user.clear(box);
      await user.type(box, 'AB12CDE');
      expect(screen.queryByText(QPLATE)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Find vehicle' })).toBeEnabled();
    });

    it('offers the app’s chat beside the Q plate’s message, opened with that message', async () => {
      const open = jest.fn();
      const { user } = renderWithTheme(
        <FormChatActionProvider action={{ label: 'Chat with us', open }}>
          <FormRenderer
            form={{ id: 'test', inputs: [SAMPLE_INPUTS.vehicleLookup] }}
            onSubmit={jest.fn()}
            dataSources={createInMemoryDataSources(SAMPLE_DATA)}
          />
        </FormChatActionProvider>,
      );
      await user.type(screen.getByLabelText('Registration number'), 'AB12CDE');
      await user.tab();
      expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
      await user.clear(screen.getByLabelText('Registration number'));
      await user.type(screen.getByLabelText('Registration number'), 'Q123ABC');
      await user.tab();
      await user.click(screen.getByRole('button', { name: 'Chat with us' }));
      expect(open).toHaveBeenCalledWith(QPLATE);
    });

    it('says why Enter will not search a Q plate', async () => {
      const { user, onSubmit } = renderForm([SAMPLE_INPUTS.vehicleLookup]);
      await user.type(screen.getByLabelText('Registration number'), 'Q123ABC{Enter}');
      expect(screen.getByText(QPLATE)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('will not confirm a vehicle without a vehicleCode', async () => {
      const sources = createInMemoryDataSources(SAMPLE_DATA);
      jest.spyOn(sources, 'vehicleByVrn').mockResolvedValueOnce({ make: 'MINI', model: 'One' });
      const { user } = renderForm([SAMPLE_INPUTS.vehicleLookup], { dataSources: sources });
      await user.type(screen.getByLabelText('Registration number'), 'AB12CDE{Enter}');
      expect(await screen.findByRole('button', { name: 'Use this vehicle' })).toBeDisabled();
    });
  });

  describe('cascading', () => {
    it('narrows by year, make, model and the details that differ, then confirms', async () => {
      const { user, submit } = renderForm([SAMPLE_INPUTS.cascading]);
      await user.selectOptions(screen.getByLabelText('Year of manufacture'), '2022');
      await user.selectOptions(await screen.findByLabelText('Make'), 'MINI');
      await user.selectOptions(await screen.findByLabelText('Model'), 'Cooper');
      const gearbox = await screen.findByLabelText('Gearbox');
      expect(screen.queryByLabelText('Fuel')).not.toBeInTheDocument();
      await user.selectOptions(gearbox, 'Automatic');
      await user.click(screen.getByRole('button', { name: 'Use this vehicle' }));
      const values = await submit();
      expect(values?.vehicleByModel).toMatchObject({
        vrn: null,
        regLookup: false,
        specification: { vehicleCode: 'MINI-COOPER-2022-A' },
      });
    });

    it('says when a year has no models, and when a list fails to load', async () => {
      const sources = createInMemoryDataSources(SAMPLE_DATA);
      const { user } = renderForm([SAMPLE_INPUTS.cascading], { dataSources: sources });
      await user.selectOptions(screen.getByLabelText('Year of manufacture'), '2021');
      expect(
        await screen.findByText("Sorry, we couldn't find any models for 2021."),
      ).toBeInTheDocument();
      jest.spyOn(sources, 'vehicleMakes').mockRejectedValueOnce(new Error('down'));
      await user.selectOptions(screen.getByLabelText('Year of manufacture'), '2020');
      expect(await screen.findByText(/could not load this list/)).toBeInTheDocument();
    });

    it('chooses among versions no detail tells apart', async () => {
      const twin = { ...COOPER, vrn: undefined, vehicleCode: 'TWIN' };
      const sources = createInMemoryDataSources({ vehicles: [COOPER ?? {}, twin] });
      const { user, submit } = renderForm([SAMPLE_INPUTS.cascading], { dataSources: sources });
      await user.selectOptions(screen.getByLabelText('Year of manufacture'), '2022');
      await user.selectOptions(await screen.findByLabelText('Make'), 'MINI');
      await user.selectOptions(await screen.findByLabelText('Model'), 'Cooper');
      const version = await screen.findByLabelText('Version');
      expect(within(version).getAllByRole('option')).toHaveLength(3);
      await user.selectOptions(
        version,
        within(version).getAllByRole('option')[2] as HTMLOptionElement,
      );
      await user.click(screen.getByRole('button', { name: 'Use this vehicle' }));
      expect((await submit())?.vehicleByModel).toMatchObject({
        specification: { vehicleCode: 'TWIN' },
      });
    });
  });

  describe('vehicleTabs', () => {
    it('offers registration and make-and-model as tabs', async () => {
      const { user, submit } = renderForm([SAMPLE_INPUTS.vehicleTabs]);
      expect(screen.getByRole('tab', { name: 'Registration' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.click(screen.getByRole('tab', { name: 'Make and model' }));
      await user.selectOptions(await screen.findByLabelText('Year of manufacture'), '2022');
      await user.selectOptions(await screen.findByLabelText('Make'), 'MINI');
      await user.selectOptions(await screen.findByLabelText('Model'), 'Electric');
      await user.click(await screen.findByRole('button', { name: 'Use this vehicle' }));
      expect((await submit())?.vehicle).toMatchObject({ specification: { model: 'Electric' } });
    });

    it('shows a stored vehicle as its card', () => {
      renderForm([SAMPLE_INPUTS.vehicleTabs], {
        initialValues: { vehicle: { vrn: 'AB12 CDE', regLookup: true, specification: COOPER } },
      });
      expect(screen.getByRole('heading', { name: 'MINI Cooper Classic' })).toBeInTheDocument();
      expect(screen.getByText('2022, Petrol, Manual')).toBeInTheDocument();
      expect(screen.getByText('1.5, 136 PS, 4 seats')).toBeInTheDocument();
    });
  });

  it('reads, titles and describes vehicles', () => {
    expect(vehicleValueOf({ vrn: '', specification: { make: 'A' } })).toEqual({
      vrn: null,
      regLookup: false,
      specification: { make: 'A' },
    });
    expect(vehicleValueOf({ vrn: 'X' })).toBeNull();
    expect(vehicleTitle({ make: 'MINI', model: 'Cooper' })).toBe('MINI Cooper');
    expect(vehicleSpecLines({ engineCapacity: 1998 })).toEqual(['2.0 litre']);
    expect(vehicleSpecLines({})).toEqual([]);
    expect(vehicleDetailLabel({ vehicleCode: 'C1' })).toBe('C1');
    expect(vehicleDetailLabel({})).toBe('');
    expect(displayRegistration('ab12cde', UK_REGISTRATION_FORMAT)).toBe('AB12 CDE');
    expect(displayRegistration('ab1-2c', UK_REGISTRATION_FORMAT)).toBe('AB12C');
    expect(canSearchRegistration('QA12 CDE', UK_REGISTRATION_FORMAT)).toBe(false);
  });
});
