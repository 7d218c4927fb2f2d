import { SEATS_DEFAULT } from '@brand/domain';
import { validate, visibleInputs } from '@brand/forms';
import { yourCarForm } from './your-car';

const context = { now: '2025-06-15T12:00:00Z' };

const fullSpecification = {
  make: 'BRAND',
  model: 'Hatch',
  vehicleCode: 'V123',
  numberOfSeats: 4,
  estimatedValue: 25000,
  steering: 'RHD',
};
const {
  numberOfSeats: _s,
  estimatedValue: _v,
  steering: _d,
  ...bareSpecification
} = fullSpecification;

function vehicle(specification: object, extra: Record<string, unknown> = {}) {
  return { vehicle: { vrn: null, regLookup: false, specification, ...extra } };
}

const names = (values: Record<string, unknown>) =>
  visibleInputs(yourCarForm, values, context).map((input) => input.name);

describe('your car', () => {
  it('asks only for the vehicle until one is chosen', () => {
    expect(names({})).toEqual(['vehicle']);
  });

  it('asks value, steering and seats only when the specification lacks them', () => {
    expect(names(vehicle(fullSpecification))).toEqual(['vehicle']);
    expect(names(vehicle(bareSpecification))).toEqual([
      'vehicle',
      'vehicle.estimatedValue',
      'vehicle.disclosedSteering',
      'vehicle.disclosedNumberOfSeats',
    ]);
  });

  it('accepts a vehicle chosen by make and model without a registration', () => {
    expect(validate(yourCarForm, vehicle(fullSpecification), context)).toEqual({});
  });

  it('requires a vehicle', () => {
    expect(validate(yourCarForm, {}, context).vehicle).toBeDefined();
  });

  const answers = (estimatedValue: number, disclosedNumberOfSeats: number) =>
    validate(
      yourCarForm,
      vehicle(bareSpecification, {
        estimatedValue,
        disclosedSteering: 'RHD',
        disclosedNumberOfSeats,
      }),
      context,
    );

  it('takes an estimated value from 1 to 999,999', () => {
    expect(answers(0, 5)['vehicle.estimatedValue']).toBeDefined();
    expect(answers(1, 5)).toEqual({});
    expect(answers(999_999, 5)).toEqual({});
    expect(answers(1_000_000, 5)['vehicle.estimatedValue']).toBeDefined();
  });

  it('takes 1 to 8 seats, 5 by default', () => {
    expect(answers(1, 0)['vehicle.disclosedNumberOfSeats']).toBeDefined();
    expect(answers(1, 1)).toEqual({});
    expect(answers(1, 8)).toEqual({});
    expect(answers(1, 9)['vehicle.disclosedNumberOfSeats']).toBeDefined();
    const seats = yourCarForm.inputs.find(
      (input) => input.name === 'vehicle.disclosedNumberOfSeats',
    );
    expect(seats?.meta?.defaultValue).toBe(SEATS_DEFAULT);
  });
});
