import type { FormDefinition } from './definition';
import type { FormValues } from './values';
import { watchedAnswerChanged, watchedAnswers } from './watched-answers';

const cover: FormDefinition = {
  id: 'cover',
  reads: ['policyholder.dateOfBirth'],
  inputs: [
    { name: 'policyholder.dateOfBirth', type: 'hidden', hidden: true },
    { name: 'vehicle.noClaimsDiscount', type: 'numberText' },
    { name: 'drivers', type: 'questionLoop', meta: { inputs: [{ name: 'x', type: 'text' }] } },
  ],
};

describe('watchedAnswers', () => {
  it('are the asked inputs and the declared reads, a hidden input only as a read', () => {
    expect(watchedAnswers(cover)).toEqual([
      'vehicle.noClaimsDiscount',
      'drivers',
      'policyholder.dateOfBirth',
    ]);
    const undeclared = { ...cover, reads: [] };
    expect(watchedAnswers(undeclared)).toEqual(['vehicle.noClaimsDiscount', 'drivers']);
  });
});

describe('watchedAnswerChanged', () => {
  const values = {
    policyholder: { dateOfBirth: '1990-01-01', email: 'a@example.com' },
    vehicle: { noClaimsDiscount: 3, usage: 'SDP' },
    drivers: { answer: true, items: [{ x: 'a' }] },
  };

  it('is false when only answers the form does not watch change', () => {
    const after = {
      ...values,
      policyholder: { ...values.policyholder, email: 'b@example.com' },
      vehicle: { ...values.vehicle, usage: 'SDPC' },
    };
    expect(watchedAnswerChanged(cover, values, after)).toBe(false);
    expect(watchedAnswerChanged(cover, values, JSON.parse(JSON.stringify(values)))).toBe(false);
  });

  it('is true when an own answer, a loop item or a declared read changes or goes', () => {
    const changed = (after: FormValues) => watchedAnswerChanged(cover, values, after);
    expect(changed({ ...values, vehicle: { noClaimsDiscount: 4 } })).toBe(true);
    expect(changed({ ...values, drivers: { answer: true, items: [{ x: 'b' }] } })).toBe(true);
    expect(changed({ ...values, policyholder: { dateOfBirth: '1990-01-02' } })).toBe(true);
    expect(changed({ vehicle: values.vehicle, drivers: values.drivers })).toBe(true);
  });
});
