import type { InputDefinition } from '@brand/forms';
import { additionalDriverProfileForm, DISCLOSURE_SECTIONS } from '../disclosure';
import type { ChoiceValue } from './answer-values';
import {
  ADDITIONAL_DRIVER_PATHS,
  CLAIM_PATHS,
  CONVICTION_PATHS,
  DISCLOSURE_PATHS,
  type DisclosureAnswers,
  type DisclosureValue,
  disclosureAnswer,
} from './disclosure-answers';
import {
  ADDITIONAL_DRIVER_QUESTIONS,
  CLAIM_QUESTIONS,
  CONVICTION_QUESTIONS,
  DISCLOSURE_QUESTIONS,
} from './disclosure-questions';
import type { Question, QuestionTable } from './question-table';

// A question as the definitions declare it, in the table's terms.
function questionOf(input: InputDefinition): Question {
  const values = (input.validation?.oneOf?.values ??
    (input.type === 'booleanList' ? input.meta?.items : input.options)?.map((o) => o.value)) as
    | readonly ChoiceValue[]
    | undefined;
  const item = input.type === 'questionLoop' ? input.meta?.inputs : undefined;
  return {
    type: input.type,
    ...(values ? { values } : {}),
    ...(item ? { item: tableOf(item) } : {}),
    ...(input.meta?.itemFields ? { itemFields: input.meta.itemFields } : {}),
  };
}

// The questions of some inputs by path; an input carried from another section is that section's.
function tableOf(inputs: readonly InputDefinition[]): QuestionTable {
  const table: Record<string, Question> = {};
  for (const input of inputs) {
    if (input.type === 'hidden') continue;
    const question = questionOf(input);
    // A question asked in two sections (the drive-away retailer) is the same question in both.
    if (table[input.name]) expect(table[input.name]).toEqual(question);
    table[input.name] = question;
  }
  return table;
}

// The table as data, without the `as const` readonly types, for toEqual.
const plain = (table: QuestionTable) => JSON.parse(JSON.stringify(table)) as QuestionTable;

describe('the disclosure question tables', () => {
  const disclosureInputs = DISCLOSURE_SECTIONS.flatMap((form) => form.inputs);

  it('hold every question of the disclosure sections, and only those, with their types and values', () => {
    expect(plain(DISCLOSURE_QUESTIONS)).toEqual(tableOf(disclosureInputs));
  });

  it('hold the additional driver, claim and conviction questions as their forms and loops ask them', () => {
    expect(plain(ADDITIONAL_DRIVER_QUESTIONS)).toEqual(tableOf(additionalDriverProfileForm.inputs));
    const loopItems = (name: string) =>
      tableOf(disclosureInputs.find((input) => input.name === name)?.meta?.inputs ?? []);
    expect(plain(CLAIM_QUESTIONS)).toEqual(loopItems('policyholder.vehicleClaimsHistory'));
    expect(plain(CONVICTION_QUESTIONS)).toEqual(
      loopItems('policyholder.drivingLicence.convictions'),
    );
  });

  it('name a carried input only where another section asks its question', () => {
    const carried = disclosureInputs.filter((input) => input.type === 'hidden');
    expect(carried.length).toBeGreaterThan(0);
    for (const input of carried) expect(Object.keys(DISCLOSURE_QUESTIONS)).toContain(input.name);
  });
});

describe('the answer path constants', () => {
  it.each([
    ['disclosure', DISCLOSURE_PATHS, DISCLOSURE_QUESTIONS],
    ['additional driver', ADDITIONAL_DRIVER_PATHS, ADDITIONAL_DRIVER_QUESTIONS],
    ['claim', CLAIM_PATHS, CLAIM_QUESTIONS],
    ['conviction', CONVICTION_PATHS, CONVICTION_QUESTIONS],
  ] as const)('are the %s question paths, each once', (_, paths, table) => {
    expect(Object.values(paths).sort()).toEqual(Object.keys(table).sort());
  });

  it('are named after their paths', () => {
    expect(DISCLOSURE_PATHS.vehicleUsage).toBe('vehicle.usage');
    expect(DISCLOSURE_PATHS.policyholderDrivingLicenceConvictions).toBe(
      'policyholder.drivingLicence.convictions',
    );
    expect(ADDITIONAL_DRIVER_PATHS.relationshipToInsured).toBe('relationshipToInsured');
  });
});

describe('the disclosure answers type', () => {
  it('reads an answer at a path with the type the path holds', () => {
    const answers: DisclosureAnswers = {
      vehicle: { vrn: null, regLookup: false, specification: {}, usage: 'SocialDomesticPleasure' },
      policyholder: { drivingLicence: { licenceType: 'UKFull' }, address: { line1: '1 Road' } },
      additionalDrivers: {
        answer: true,
        items: [{ profileCode: 'D1', name: { firstName: 'A', lastName: 'B' } }],
      },
    };
    const usage: DisclosureValue<'vehicle.usage'> | null | undefined = disclosureAnswer(
      answers,
      DISCLOSURE_PATHS.vehicleUsage,
    );
    expect(usage).toBe('SocialDomesticPleasure');
    expect(answers.policyholder?.drivingLicence?.licenceType).toBe('UKFull');
    expect(answers.additionalDrivers?.items[0]?.profileCode).toBe('D1');
    // @ts-expect-error: a path no disclosure question has is refused at compile time.
    expect(disclosureAnswer(answers, 'vehicle.colour')).toBeUndefined();
  });
});
