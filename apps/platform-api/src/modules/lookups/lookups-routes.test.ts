import {
  generateAddresses,
  type ShippedAddress,
} from '../../integrations/addresses/shipped-addresses';
import { createShippedVehicleLookup } from '../../integrations/vehicles/shipped-vehicle-lookup';
import { createTestApp, useTestApp } from '../../test/test-app';

type Problem = { status: number; type: string; detail?: string };
type Vehicle = Record<string, unknown> & { vehicleCode: string; vrn?: string; year: number };

const app = useTestApp();
const address = generateAddresses()[500] as ShippedAddress;

const get = <Body>(url: string, withToken = true) =>
  app.call<Body>('GET', url, withToken ? { token: app.token } : {});

describe('GET /api/lookup/vehicles/vehicles/vrn', () => {
  it('answers a list whose first vehicle carries the registration as displayed', async () => {
    const response = await get<Vehicle[]>(
      '/api/lookup/vehicles/vehicles/vrn?vrn=ab19cde&profile=web',
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      vrn: 'AB19 CDE',
      make: 'MINI',
      year: 2019,
      steering: 'RHD',
    });
    expect(response.body[0]?.insuranceGroup).toEqual(expect.any(Number));
    const again = await get<Vehicle[]>('/api/lookup/vehicles/vehicles/vrn?vrn=AB19%20CDE');
    expect(again.body[0]?.vehicleCode).toBe(response.body[0]?.vehicleCode);
  });

  it('finds the flagged import with no insurance group by its pinned registration', async () => {
    const response = await get<Vehicle[]>('/api/lookup/vehicles/vehicles/vrn?vrn=KU05JDM');
    expect(response.body[0]).toMatchObject({
      imported: true,
      insuranceGroup: null,
      vrn: 'KU05 JDM',
    });
  });

  it('answers an empty list when the provider knows no such vehicle', async () => {
    const empty = await createTestApp({
      integrations: {
        vehicles: { ...createShippedVehicleLookup(), byRegistration: async () => null },
      },
    });
    try {
      const visitor = await empty.anonymousToken();
      const response = await empty.call('GET', '/api/lookup/vehicles/vehicles/vrn?vrn=AB19CDE', {
        token: visitor,
      });
      expect(response).toMatchObject({ status: 200, body: [] });
    } finally {
      await empty.close();
    }
  });

  it.each([
    ['NOT-A-REG!', 'That is not a UK registration.'],
    ['Q123ABC', 'Q registrations cannot be looked up'],
    ['%20', 'Enter a registration'],
  ])('refuses %s with a 400 saying why', async (vrn, message) => {
    const response = await get<Problem>(`/api/lookup/vehicles/vehicles/vrn?vrn=${vrn}`);
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain(message);
  });

  it('refuses a missing or overlong registration and an unknown parameter', async () => {
    expect((await get('/api/lookup/vehicles/vehicles/vrn')).status).toBe(400);
    expect((await get(`/api/lookup/vehicles/vehicles/vrn?vrn=${'A'.repeat(17)}`)).status).toBe(400);
    expect((await get('/api/lookup/vehicles/vehicles/vrn?vrn=AB19CDE&x=1')).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await get('/api/lookup/vehicles/vehicles/vrn?vrn=AB19CDE', false)).status).toBe(401);
  });
});

describe('GET /api/lookup/vehicles/makes, models and vehicles', () => {
  it('cascades from year to make to model to the specifications', async () => {
    expect((await get('/api/lookup/vehicles/makes?year=2015&profile=web')).body).toEqual(['MINI']);
    const models = await get<string[]>('/api/lookup/vehicles/models?year=2015&make=MINI');
    expect(models.body).toEqual(
      expect.arrayContaining(['Hatch 3-door', 'Clubman', 'Countryman', 'Roadster']),
    );
    const vehicles = await get<Vehicle[]>(
      '/api/lookup/vehicles/vehicles?year=2015&make=MINI&model=Roadster',
    );
    expect(vehicles.status).toBe(200);
    expect(vehicles.body.length).toBeGreaterThan(0);
    expect(vehicles.body.every((v) => v.year === 2015 && v.model === 'Roadster')).toBe(true);
    expect(vehicles.body[0]).toHaveProperty('insuranceGroup');
    expect(vehicles.body[0]).toHaveProperty('estimatedValue');
  });

  it('answers empty lists for a make or model it does not hold', async () => {
    expect((await get('/api/lookup/vehicles/models?year=2015&make=Ford')).body).toEqual([]);
    expect(
      (await get('/api/lookup/vehicles/vehicles?year=2015&make=MINI&model=Mustang')).body,
    ).toEqual([]);
  });

  it.each([
    '/api/lookup/vehicles/makes?year=2000',
    '/api/lookup/vehicles/makes?year=2027',
    '/api/lookup/vehicles/models?year=1999&make=MINI',
    '/api/lookup/vehicles/vehicles?year=2030&make=MINI&model=Clubman',
  ])('refuses a year outside 2001 to the current year: %s', async (url) => {
    const response = await get<Problem>(url);
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Choose a year from 2001 to 2026.');
  });

  it('refuses a malformed year or a missing filter', async () => {
    expect((await get('/api/lookup/vehicles/makes?year=abc')).status).toBe(400);
    expect((await get('/api/lookup/vehicles/models?year=2015')).status).toBe(400);
    expect((await get('/api/lookup/vehicles/vehicles?year=2015&make=MINI')).status).toBe(400);
    expect((await get('/api/lookup/vehicles/makes?year=2015', false)).status).toBe(401);
  });
});

describe('GET /api/lookup/data/{table}', () => {
  it('searches a table once its minimum is typed', async () => {
    const response = await get<Array<{ code: string; name: string }>>(
      '/api/lookup/data/occupation?searchTerm=acc',
    );
    expect(response.status).toBe(200);
    expect(response.body.map((e) => e.name)).toContain('Accountant');
    const offences = await get<Array<{ code: string }>>(
      '/api/lookup/data/offence?searchTerm=SP&limit=3',
    );
    expect(offences.body.length).toBeLessThanOrEqual(3);
  });

  it('refuses a term shorter than the table minimum, naming the minimum', async () => {
    const response = await get<Problem>('/api/lookup/data/industry?searchTerm=ac');
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Type at least 3 characters to search the industry table.');
    expect(
      (await get<Problem>('/api/lookup/data/offence?searchTerm=%20S%20')).body.detail,
    ).toContain('at least 2');
  });

  it('answers 404 for an unknown table, 400 without a term, 401 without a token', async () => {
    expect((await get('/api/lookup/data/cars?searchTerm=mini')).status).toBe(404);
    expect((await get('/api/lookup/data/occupation')).status).toBe(400);
    expect((await get('/api/lookup/data/occupation?searchTerm=acc', false)).status).toBe(401);
  });
});

describe('GET /api/lookup/data/{table}/{code}', () => {
  it('reads an entry by code, in any case', async () => {
    const response = await get('/api/lookup/data/offence/sp30');
    expect(response).toMatchObject({ status: 200, body: { code: 'SP30' } });
    expect((await get('/api/lookup/data/occupation/O002')).body).toEqual({
      code: 'O002',
      name: 'Accountant',
    });
  });

  it('answers 404 for an unknown code or table', async () => {
    expect((await get('/api/lookup/data/offence/ZZ99')).status).toBe(404);
    expect((await get('/api/lookup/data/cars/SP30')).status).toBe(404);
  });
});

describe('GET /api/lookup/addresses', () => {
  const postcode = address.address.postalCode;

  it('answers a postcode with its container and addresses', async () => {
    const url = `/api/lookup/addresses?service=pca&countries=GB&text=${encodeURIComponent(postcode)}`;
    const response = await get<Array<{ id: string; type: string }>>(url);
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ id: `pc:${postcode}`, type: 'Postcode' });
    expect(response.body.map((r) => r.id)).toContain(address.id);
  });

  it('lists a container and honours the limit', async () => {
    const container = encodeURIComponent(`pc:${postcode}`);
    const listed = await get<unknown[]>(
      `/api/lookup/addresses?container=${container}&countries=GBR`,
    );
    expect(listed.body.length).toBeGreaterThan(1);
    const one = await get<unknown[]>(`/api/lookup/addresses?text=road&limit=1`);
    expect(one.body).toHaveLength(1);
  });

  it.each(['IE', 'GB,FR', 'USA'])('refuses countries=%s: only UK addresses', async (countries) => {
    const response = await get<Problem>(`/api/lookup/addresses?text=road&countries=${countries}`);
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Only UK addresses can be looked up.');
  });

  it('refuses a search with neither text nor container, overlong text and no token', async () => {
    expect((await get('/api/lookup/addresses')).status).toBe(400);
    expect((await get(`/api/lookup/addresses?text=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await get('/api/lookup/addresses?text=road&limit=51')).status).toBe(400);
    expect((await get('/api/lookup/addresses?text=road', false)).status).toBe(401);
  });
});

describe('GET /api/lookup/address/{id}', () => {
  it('reads the full address', async () => {
    const response = await get(`/api/lookup/address/${address.id}?service=pca`);
    expect(response).toMatchObject({ status: 200, body: { ...address.address } });
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await get('/api/lookup/address/NOPE-1')).status).toBe(404);
    expect((await get(`/api/lookup/address/${address.id}`, false)).status).toBe(401);
  });
});
