import type { FormValues, InputDefinition, InputType } from '@brand/forms';
import type { VehicleSpecification } from './data-sources';
import type { InMemoryData } from './in-memory-data-sources';

const COOPER: VehicleSpecification = {
  year: 2022,
  make: 'MINI',
  model: 'Cooper',
  trim: 'Classic',
  primaryFuel: 'Petrol',
  transmission: 'Manual',
  bodyStyle: '3-door Hatch',
  engineCapacity: 1499,
  engineLabel: '1.5',
  enginePower: 134,
  numberOfSeats: 4,
  vehicleCode: 'MINI-COOPER-2022-M',
};

const COOPER_AUTOMATIC: VehicleSpecification = {
  year: 2022,
  make: 'MINI',
  model: 'Cooper',
  trim: 'Exclusive',
  primaryFuel: 'Petrol',
  transmission: 'Automatic',
  bodyStyle: '3-door Hatch',
  engineCapacity: 1499,
  engineLabel: '1.5',
  enginePower: 134,
  numberOfSeats: 4,
  vehicleCode: 'MINI-COOPER-2022-A',
};

const ELECTRIC: VehicleSpecification = {
  year: 2022,
  make: 'MINI',
  model: 'Electric',
  trim: 'Level 3',
  primaryFuel: 'Electric',
  transmission: 'Automatic',
  bodyStyle: '3-door Hatch',
  enginePower: 181,
  numberOfSeats: 4,
  vehicleCode: 'MINI-E-2022',
};

/** A little of each kind of data the inputs search, for tests and stories. */
export const SAMPLE_DATA: InMemoryData = {
  lookups: {
    occupation: [
      { code: 'A01', name: 'Accountant' },
      { code: 'A02', name: 'Actor' },
      { code: 'A03', name: 'Architect' },
      { code: 'B01', name: 'Baker' },
      { code: 'T01', name: 'Teacher' },
    ],
    industry: [
      { code: '001', name: 'Accountancy' },
      { code: '002', name: 'Education' },
      { code: '003', name: 'Motor trade' },
    ],
    offence: [
      { code: 'SP30', name: 'SP30 Exceeding statutory speed limit on a public road' },
      { code: 'CU80', name: 'CU80 Using a mobile phone while driving' },
    ],
    retailer: [
      { code: '12345', name: 'Park Lane MINI' },
      { code: '54321', name: 'Oxford MINI' },
    ],
  },
  addresses: [
    {
      id: 'addr-1',
      line1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A 2AA',
      countryName: 'United Kingdom',
      countryIso2: 'GB',
      countryIso3: 'GBR',
    },
    {
      id: 'addr-2',
      company: 'MINI Plant Oxford',
      line1: 'Garsington Road',
      line2: 'Cowley',
      city: 'Oxford',
      postalCode: 'OX4 6NL',
      countryName: 'United Kingdom',
      countryIso2: 'GB',
      countryIso3: 'GBR',
    },
  ],
  vehicles: [{ ...COOPER, vrn: 'AB12 CDE' }, COOPER_AUTOMATIC, { ...ELECTRIC, vrn: 'XY70 ZZZ' }],
};

const YES_NO_OPTIONS = [
  { value: true, label: 'forms.yes' },
  { value: false, label: 'forms.no' },
];

/** One sample input of each type, as a brand form would configure it (labels are plain text here). */
export const SAMPLE_INPUTS = {
  address: {
    name: 'address',
    type: 'address',
    label: 'Your address',
    meta: { overridable: true, countries: ['GBR'] },
    validation: { required: true },
  },
  checkbox: {
    name: 'marketing',
    type: 'checkbox',
    label: 'Send me news and offers by email',
  },
  checkboxEligibility: {
    name: 'eligible',
    type: 'checkboxEligibility',
    label: 'I confirm that I meet the eligibility criteria',
    hint: 'You are aged 25 to 80 and a retail customer of the retailer.',
    validation: { required: true, onlyAccept: { value: true } },
  },
  checkboxPromotion: {
    name: 'promotionTerms',
    type: 'checkboxPromotion',
    label: 'I accept the promotion terms',
    validation: { required: true, onlyAccept: { value: true } },
  },
  checkboxList: {
    name: 'terms',
    type: 'checkboxList',
    label: 'Before you buy',
    options: [
      { value: 'documents', label: 'I have read the policy documents' },
      { value: 'accurate', label: 'My answers are accurate' },
    ],
  },
  text: {
    name: 'orderNumber',
    type: 'text',
    label: 'Order number',
    meta: { mask: '[0-9]', inputMode: 'numeric' },
    validation: { required: true, maxLength: { value: 7 } },
  },
  radio: {
    name: 'homeOwnership',
    type: 'radio',
    label: 'Do you own your home?',
    options: [
      { value: 'own', label: 'Own' },
      { value: 'rent', label: 'Rent' },
      { value: 'living-with-family', label: 'Living with family' },
    ],
    validation: { required: true },
  },
  numberText: {
    name: 'annualMileage',
    type: 'numberText',
    label: 'Annual mileage (miles)',
    meta: { formatParams: { suffix: 'miles' } },
    validation: {
      required: true,
      greaterThanOrEqual: { value: 1 },
      lessThanOrEqual: { value: 999999 },
    },
  },
  phoneNumber: {
    name: 'phone',
    type: 'phoneNumber',
    label: 'Phone number',
    validation: { required: true, phone: true },
  },
  singleSelect: {
    name: 'maritalStatus',
    type: 'singleSelect',
    label: 'Marital status',
    options: [
      { value: 'married', label: 'Married' },
      { value: 'single', label: 'Single' },
      { value: 'cohabiting', label: 'Cohabiting' },
      { value: 'divorced', label: 'Divorced' },
    ],
    validation: { required: true },
  },
  yearMonth: {
    name: 'usageStartYearMonth',
    type: 'yearMonth',
    label: 'When did you start using the car?',
    meta: { monthsAhead: 1, earliestYear: 2015 },
  },
  vehicleTabs: {
    name: 'vehicle',
    type: 'vehicleTabs',
    label: 'Your car',
    meta: { earliestYear: 2020 },
    validation: { required: true },
  },
  vehicleLookup: {
    name: 'vehicle',
    type: 'vehicleLookup',
    label: 'Your car',
  },
  vehicleRegistration: {
    name: 'vrn',
    type: 'vehicleRegistration',
    label: 'Registration number',
    validation: { vehicleRegistration: true },
  },
  datePicker: {
    name: 'startDate',
    type: 'datePicker',
    label: 'When should your cover start?',
    meta: { daysInFuture: 0 },
  },
  date: {
    name: 'dateOfBirth',
    type: 'date',
    label: 'Date of birth',
    hint: 'For example, 27 3 1985',
  },
  email: {
    name: 'email',
    type: 'email',
    label: 'Email address',
    validation: { required: true, email: true },
  },
  hidden: { name: 'source', type: 'hidden' },
  questionLoop: {
    name: 'additionalDrivers',
    type: 'questionLoop',
    label: 'Would you like to add another driver?',
    meta: {
      maxItems: 4,
      summary: ['firstName', 'lastName'],
      inputs: [
        {
          name: 'firstName',
          type: 'text',
          label: 'First name',
          validation: { required: true },
        },
        {
          name: 'lastName',
          type: 'text',
          label: 'Last name',
          validation: { required: true },
        },
      ],
    },
  },
  name: {
    name: 'name',
    type: 'name',
    label: 'Your name',
    validation: { name: true },
  },
  boolean: {
    name: 'modifications',
    type: 'boolean',
    label: 'Has the car been modified?',
    options: YES_NO_OPTIONS,
  },
  booleanList: {
    name: 'declarations',
    type: 'booleanList',
    label: 'Declarations',
    meta: {
      items: [
        { value: 'bankrupt', label: 'I have never been declared bankrupt' },
        { value: 'unsatisfied-ccjs', label: 'I have no unsatisfied county court judgements' },
      ],
    },
  },
  cascading: {
    name: 'vehicleByModel',
    type: 'cascading',
    label: 'Your car',
    meta: { earliestYear: 2020 },
  },
  lookup: {
    name: 'occupation',
    type: 'lookup',
    label: 'Occupation',
    meta: { lookupTable: 'occupation' },
  },
  dataEntry: {
    name: 'retailer',
    type: 'dataEntry',
    label: 'Retailer number',
    meta: {
      lookupTable: 'retailer',
      inputMode: 'numeric',
      formatParams: { maxLength: 5, pattern: '^\\d{5}$' },
    },
  },
  dropDownSelect: {
    name: 'overnightLocation',
    type: 'dropDownSelect',
    label: 'Where is the car kept overnight?',
    options: [
      { value: 'Driveway', label: 'Driveway' },
      { value: 'Garage', label: 'Garage' },
      { value: 'PublicRoad', label: 'Public road' },
    ],
  },
} as const satisfies Record<InputType, InputDefinition & { type: InputType }>;

/** An answer for each sample input (none for the date picker, whose days move with today). */
export const SAMPLE_ANSWERS: Partial<Record<InputType, FormValues>> = {
  address: {
    address: {
      line1: '10 Downing Street',
      city: 'London',
      postalCode: 'SW1A 2AA',
      countryName: 'United Kingdom',
    },
  },
  checkbox: { marketing: true },
  checkboxEligibility: { eligible: true },
  checkboxPromotion: { promotionTerms: true },
  checkboxList: { terms: ['documents'] },
  text: { orderNumber: '4123456' },
  radio: { homeOwnership: 'rent' },
  numberText: { annualMileage: 8000 },
  phoneNumber: { phone: '+447700900123' },
  singleSelect: { maritalStatus: 'married' },
  yearMonth: { usageStartYearMonth: { year: 2020, month: 6 } },
  vehicleTabs: { vehicle: { vrn: 'AB12 CDE', regLookup: true, specification: COOPER } },
  vehicleLookup: { vehicle: { vrn: 'AB12 CDE', regLookup: true, specification: COOPER } },
  vehicleRegistration: { vrn: 'AB12 CDE' },
  date: { dateOfBirth: '1985-03-27' },
  email: { email: 'driver@example.com' },
  hidden: { source: 'web' },
  questionLoop: {
    additionalDrivers: { answer: true, items: [{ firstName: 'Alex', lastName: 'Driver' }] },
  },
  name: { name: { firstName: 'Alex', lastName: 'Driver' } },
  boolean: { modifications: false },
  booleanList: { declarations: { bankrupt: true, 'unsatisfied-ccjs': false } },
  cascading: { vehicleByModel: { vrn: null, regLookup: false, specification: ELECTRIC } },
  lookup: { occupation: { code: 'T01', name: 'Teacher' } },
  dataEntry: { retailer: { code: '12345', name: 'Park Lane MINI' } },
  dropDownSelect: { overnightLocation: 'Garage' },
};
