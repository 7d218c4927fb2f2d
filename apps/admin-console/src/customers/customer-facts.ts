// How the console states a customer's identity facts: one place, so the search results, the record
// and the Admin view bar read the same words for the same person.
import { isSchemeCode, schemeByCode } from '@brand/config';
import { formatCoverDay } from '@brand/domain';
import type { TFunction } from 'i18next';

/** The identity facts every customer view has. */
export interface CustomerFacts {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  postcode: string | null;
}

/** "Jane Smith", or the record's words for a customer who gave no name. */
export function customerName(facts: CustomerFacts, t: TFunction): string {
  const name = [facts.firstName, facts.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? t('admin.record.noName') : name;
}

/** "1 January 1980" from 'YYYY-MM-DD', or "Not given". */
export function customerDateOfBirth(facts: CustomerFacts, t: TFunction): string {
  return facts.dateOfBirth ? formatCoverDay(facts.dateOfBirth) : t('admin.record.notGiven');
}

/** A fact as shown, or "Not given". */
export function givenOr(value: string | null | undefined, t: TFunction): string {
  return value && value.trim() !== '' ? value : t('admin.record.notGiven');
}

/** "Flex" for a scheme code the platform answers; the code itself for one this brand lacks. */
export function schemeLabel(schemeCode: string, t: TFunction): string {
  return isSchemeCode(schemeCode)
    ? t(`admin.schemes.${schemeByCode(schemeCode).productUrlName}`)
    : schemeCode;
}
