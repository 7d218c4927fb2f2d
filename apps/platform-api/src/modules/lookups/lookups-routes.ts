import Type from 'typebox';
import { notFound } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import {
  AddressParams,
  AddressQuery,
  AddressSchema,
  AddressSearchQuery,
  AddressSearchResultSchema,
  LookupEntryParams,
  LookupEntrySchema,
  LookupSearchQuery,
  LookupTableParams,
  MakesQuery,
  ModelsQuery,
  StringList,
  VehicleByVrnSchema,
  VehicleSpecificationSchema,
  VehiclesQuery,
  VrnQuery,
} from './lookups-schemas';
import {
  assertVehicleYear,
  lookupEntry,
  searchAddresses,
  searchLookupTable,
  vehiclesByVrn,
} from './lookups-service';

const TAGS = ['lookups'];

/**
 * The lookups (spec 002 §7): vehicles by registration or by year, make and model; the proposal
 * lookup tables; UK addresses. Any caller with a token, an anonymous visitor's included.
 */
export const lookupsRoutes: RoutesModule = (api, context) => {
  const { vehicles, addresses } = context.integrations;

  api.get(
    '/lookup/vehicles/vehicles/vrn',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'lookupVehicleByVrn',
        tags: TAGS,
        summary: 'Finds the vehicle registered as vrn: a list whose first entry is used, or empty.',
        querystring: VrnQuery,
        response: { 200: Type.Array(VehicleByVrnSchema), ...ProblemResponses },
      },
    },
    async (request) => vehiclesByVrn(context, request.query.vrn),
  );

  api.get(
    '/lookup/vehicles/makes',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listVehicleMakes',
        tags: TAGS,
        summary: 'The makes built in a year.',
        querystring: MakesQuery,
        response: { 200: StringList, ...ProblemResponses },
      },
    },
    async (request) => {
      assertVehicleYear(context, request.query.year);
      return vehicles.makes(request.query.year);
    },
  );

  api.get(
    '/lookup/vehicles/models',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listVehicleModels',
        tags: TAGS,
        summary: 'The models of a make built in a year.',
        querystring: ModelsQuery,
        response: { 200: StringList, ...ProblemResponses },
      },
    },
    async (request) => {
      assertVehicleYear(context, request.query.year);
      return vehicles.models(request.query.year, request.query.make);
    },
  );

  api.get(
    '/lookup/vehicles/vehicles',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'listVehicles',
        tags: TAGS,
        summary: 'The specifications (trims, engines, gearboxes) of a model built in a year.',
        querystring: VehiclesQuery,
        response: { 200: Type.Array(VehicleSpecificationSchema), ...ProblemResponses },
      },
    },
    async (request) => {
      const { year, make, model } = request.query;
      assertVehicleYear(context, year);
      return vehicles.vehicles({ year, make, model });
    },
  );

  api.get(
    '/lookup/data/:table',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'searchLookupTable',
        tags: TAGS,
        summary:
          'Entries of a lookup table (retailer, offence, occupation, industry) matching a term.',
        params: LookupTableParams,
        querystring: LookupSearchQuery,
        response: { 200: Type.Array(LookupEntrySchema), ...ProblemResponses },
      },
    },
    async (request) =>
      searchLookupTable(request.params.table, request.query.searchTerm, request.query.limit),
  );

  api.get(
    '/lookup/data/:table/:code',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'getLookupEntry',
        tags: TAGS,
        summary: 'The entry of a lookup table with this code.',
        params: LookupEntryParams,
        response: { 200: LookupEntrySchema, ...ProblemResponses },
      },
    },
    async (request) => lookupEntry(request.params.table, request.params.code),
  );

  api.get(
    '/lookup/addresses',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'searchAddresses',
        tags: TAGS,
        summary:
          'UK addresses and containers (postcodes, streets) matching text, or in a container.',
        querystring: AddressSearchQuery,
        response: { 200: Type.Array(AddressSearchResultSchema), ...ProblemResponses },
      },
    },
    async (request) => searchAddresses(context, request.query),
  );

  api.get(
    '/lookup/address/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'getAddress',
        tags: TAGS,
        summary: 'The full address of an address search result.',
        params: AddressParams,
        querystring: AddressQuery,
        response: { 200: AddressSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      const address = await addresses.byId(request.params.id);
      if (!address) throw notFound('Address');
      return address;
    },
  );
};
