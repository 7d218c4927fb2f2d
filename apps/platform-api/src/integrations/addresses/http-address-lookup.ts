import { ProviderError } from '../provider-error';
import type { Address, AddressLookup, AddressSearchResult } from './address-lookup';

/** Loqate's (PCA Predict's) Capture Interactive services, as their JSON endpoints answer. */
export const LOQATE_BASE_URL = 'https://api.addressy.com';
export const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws';
export const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.20/json3.ws';

/** One item of a Find answer. */
export type LoqateFindItem = {
  Id: string;
  Type: string;
  Text: string;
  Highlight?: string;
  Description: string;
};

/** One item of a Retrieve answer (the fields the platform reads). */
export type LoqateRetrieveItem = {
  Id: string;
  Company?: string;
  Department?: string;
  Line1?: string;
  Line2?: string;
  Line3?: string;
  Line4?: string;
  Line5?: string;
  City?: string;
  PostalCode?: string;
  CountryName?: string;
  CountryIso2?: string;
  CountryIso3?: string;
  /** The address on several lines, joined by newlines. */
  Label?: string;
};

/** An error item: Loqate answers 200 with `{ Items: [{ Error, Description, Cause, Resolution }] }`. */
export type LoqateErrorItem = {
  Error: string;
  Description: string;
  Cause?: string;
  Resolution?: string;
};

type LoqateAnswer<T> = { Items?: Array<T | LoqateErrorItem> };

export type HttpAddressLookupOptions = {
  /** The Loqate service key. */
  key: string;
  /** @default LOQATE_BASE_URL */
  baseUrl?: string;
  /** How long one call may take before it is abandoned. @default 5000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The provider could not answer: unreachable, too slow, refused the key or sent nonsense. */
export class AddressProviderError extends ProviderError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AddressProviderError';
  }
}

export const DEFAULT_ADDRESS_PROVIDER_TIMEOUT_MS = 5000;
/** Retrieve's "Id Invalid" and "Not Available": no such address, not a fault. */
const UNKNOWN_ID_ERRORS = new Set(['1001', '1002']);

function isError(item: unknown): item is LoqateErrorItem {
  return typeof item === 'object' && item !== null && 'Error' in item;
}

// AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

function withoutEmpty(address: Address): Address {
  return Object.fromEntries(
    Object.entries(address).filter(([, value]) => value !== undefined && value !== ''),
  ) as Address;
}

/** A Retrieve item in the platform's terms; the label on one line, as the spec's Address has it. */
export function fromRetrieveItem(item: LoqateRetrieveItem): Address {
  return withoutEmpty({
    company: item.Company,
    department: item.Department,
    line1: item.Line1 ?? '',
    line2: item.Line2,
    line3: item.Line3,
    line4: item.Line4,
    line5: item.Line5,
    city: item.City,
    postalCode: item.PostalCode,
    countryName: item.CountryName,
    countryIso2: item.CountryIso2,
    countryIso3: item.CountryIso3,
    label: item.Label?.split(/\r?\n/).filter(Boolean).join(', '),
  }) as Address;
}

/** The address lookup of Loqate's Capture Interactive Find and Retrieve, UK addresses only. */
export function createHttpAddressLookup(options: HttpAddressLookupOptions): AddressLookup {
  const baseUrl = (options.baseUrl ?? LOQATE_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_ADDRESS_PROVIDER_TIMEOUT_MS;
  const fetchFn = options.fetch ?? globalThis.fetch;

  async function call<T>(
    path: string,
    params: Record<string, string>,
  ): Promise<Array<T | LoqateErrorItem>> {
    const url = `${baseUrl}${path}?${new URLSearchParams({ Key: options.key, ...params })}`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AddressProviderError(
        isTimeout(error)
          ? `The address provider did not answer within ${timeoutMs} ms.`
          : `The address provider could not be reached: ${(error as Error).message}`,
      );
    }
    if (!response.ok) {
      throw new AddressProviderError(`The address provider answered ${response.status}.`);
    }
    let body: LoqateAnswer<T>;
    try {
      body = (await response.json()) as LoqateAnswer<T>;
    } catch (error) {
      throw new AddressProviderError(
        isTimeout(error)
          ? `The address provider did not answer within ${timeoutMs} ms.`
          : 'The address provider answered with invalid JSON.',
      );
    }
    if (!Array.isArray(body?.Items)) {
      throw new AddressProviderError('The address provider answered without items.');
    }
    return body.Items;
  }

  function fault(item: LoqateErrorItem): AddressProviderError {
    return new AddressProviderError(
      `The address provider refused the request: ${item.Description} (error ${item.Error}).`,
      item.Error,
    );
  }

  return {
    async search(text, searchOptions = {}) {
      const params: Record<string, string> = { Text: text.trim(), Countries: 'GB' };
      if (searchOptions.container) params.Container = searchOptions.container;
      if (searchOptions.limit) params.Limit = String(searchOptions.limit);
      const items = await call<LoqateFindItem>(FIND_PATH, params);
      const error = items.find(isError);
      if (error) throw fault(error);
      return (items as LoqateFindItem[]).map(
        ({ Id, Text, Description, Type }): AddressSearchResult => ({
          id: Id,
          text: Text,
          description: Description,
          type: Type,
        }),
      );
    },
    async byId(id) {
      const items = await call<LoqateRetrieveItem>(RETRIEVE_PATH, { Id: id });
      const [first] = items;
      if (first === undefined) return null;
      if (isError(first)) {
        if (UNKNOWN_ID_ERRORS.has(first.Error)) return null;
        throw fault(first);
      }
      return fromRetrieveItem(first);
    },
  };
}
