import Type from 'typebox';

/** Free-text limits: long enough for any real value, short enough to refuse abuse. */
const PROFILE = Type.Optional(
  Type.String({ maxLength: 40, description: "The caller's lookup profile (accepted, not used)." }),
);
const SERVICE = Type.Optional(
  Type.String({
    maxLength: 40,
    description: 'The lookup service the caller names (accepted, not used).',
  }),
);
const YEAR = Type.Integer({ minimum: 1900, maximum: 2100, description: 'Model year.' });
const MAKE = Type.String({ minLength: 1, maxLength: 40 });
const MODEL = Type.String({ minLength: 1, maxLength: 60 });
const LIMIT = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 50, description: 'Most results.' }),
);

const specificationFields = {
  year: Type.Optional(Type.Integer()),
  make: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  trim: Type.Optional(Type.String()),
  primaryFuel: Type.Optional(Type.String()),
  secondaryFuel: Type.Optional(Type.String()),
  electricVehicleType: Type.Optional(Type.String()),
  bodyStyle: Type.Optional(Type.String()),
  transmission: Type.Optional(Type.String()),
  driveTrain: Type.Optional(Type.String()),
  engineCapacity: Type.Optional(Type.Integer({ description: 'Engine capacity, cc.' })),
  engineLabel: Type.Optional(Type.String()),
  enginePower: Type.Optional(Type.Number({ description: 'Engine power, kW.' })),
  numberOfSeats: Type.Optional(Type.Integer()),
  rangeStartYear: Type.Optional(Type.Integer()),
  rangeEndYear: Type.Optional(Type.Integer({ description: 'Absent while the range is built.' })),
  startDate: Type.Optional(Type.String({ format: 'date' })),
  endDate: Type.Optional(Type.String({ format: 'date' })),
  aspirationType: Type.Optional(Type.String()),
  imported: Type.Optional(Type.Boolean()),
  grossWeight: Type.Optional(Type.Integer({ description: 'Gross vehicle weight, kg.' })),
  vehicleCode: Type.Optional(Type.String({ description: 'Confirming a vehicle needs this.' })),
  insuranceGroup: Type.Union([Type.Integer({ minimum: 1, maximum: 50 }), Type.Null()], {
    description: 'ABI group 1 to 50; null when the provider has none (the quote is referred).',
  }),
  estimatedValue: Type.Union([Type.Number(), Type.Null()], {
    description: 'Estimated value in pounds; null when unknown.',
  }),
  steering: Type.Optional(Type.Union([Type.Literal('RHD'), Type.Literal('LHD')])),
};

export const VehicleSpecificationSchema = Type.Object(specificationFields);

export const VehicleByVrnSchema = Type.Object({
  ...specificationFields,
  vrn: Type.String({ description: "The registration as displayed, 'AB12 CDE'." }),
});

export const VrnQuery = Type.Object(
  { vrn: Type.String({ minLength: 1, maxLength: 16 }), profile: PROFILE },
  { additionalProperties: false },
);

export const MakesQuery = Type.Object(
  { year: YEAR, profile: PROFILE },
  { additionalProperties: false },
);

export const ModelsQuery = Type.Object(
  { year: YEAR, make: MAKE, profile: PROFILE },
  { additionalProperties: false },
);

export const VehiclesQuery = Type.Object(
  { year: YEAR, make: MAKE, model: MODEL, profile: PROFILE },
  { additionalProperties: false },
);

export const StringList = Type.Array(Type.String());

export const LookupTableParams = Type.Object({
  table: Type.String({ minLength: 1, maxLength: 40 }),
});

export const LookupEntryParams = Type.Object({
  table: Type.String({ minLength: 1, maxLength: 40 }),
  code: Type.String({ minLength: 1, maxLength: 20 }),
});

export const LookupSearchQuery = Type.Object(
  { searchTerm: Type.String({ maxLength: 100 }), limit: LIMIT },
  { additionalProperties: false },
);

export const LookupEntrySchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  town: Type.Optional(Type.String({ description: 'Retailers: the post town.' })),
  postcode: Type.Optional(Type.String({ description: 'Retailers: the showroom postcode.' })),
});

export const AddressSearchQuery = Type.Object(
  {
    service: SERVICE,
    text: Type.Optional(Type.String({ maxLength: 200 })),
    container: Type.Optional(
      Type.String({ maxLength: 200, description: "A container result's id." }),
    ),
    countries: Type.Optional(
      Type.String({ maxLength: 20, description: "Only 'GB' or 'GBR' (comma-separated)." }),
    ),
    limit: LIMIT,
  },
  { additionalProperties: false },
);

export const AddressSearchResultSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  description: Type.String(),
  type: Type.String({ description: "'Address', or a container: 'Postcode' or 'Street'." }),
});

export const AddressParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const AddressQuery = Type.Object({ service: SERVICE }, { additionalProperties: false });

const LINE = Type.Optional(Type.String());
export const AddressSchema = Type.Object({
  company: LINE,
  department: LINE,
  line1: Type.String(),
  line2: LINE,
  line3: LINE,
  line4: LINE,
  line5: LINE,
  city: LINE,
  postalCode: LINE,
  countryName: LINE,
  countryIso2: LINE,
  countryIso3: LINE,
  label: LINE,
});
