import {
  bankDigits,
  bankNameOf,
  checkBankDetails,
  SANDBOX_BANK_ACCOUNT,
} from './sandbox-bank-accounts';

describe('the sandbox bank details check', () => {
  it('accepts the sandbox account and names its bank', () => {
    expect(
      checkBankDetails(SANDBOX_BANK_ACCOUNT.sortCode, SANDBOX_BANK_ACCOUNT.accountNumber),
    ).toEqual({});
    expect(bankNameOf('200000')).toBe('BARCLAYS BANK PLC');
    expect(bankNameOf('999999')).toBe('UK BANK');
  });

  it('refuses details that fail the modulus check', () => {
    expect(checkBankDetails('200000', '55779912').accountNumber).toMatch(/do not match/);
  });

  it('asks for missing or malformed details, field by field', () => {
    expect(checkBankDetails('', '')).toEqual({
      sortCode: 'Enter your sort code',
      accountNumber: 'Enter your account number',
    });
    expect(checkBankDetails(bankDigits('20-00'), bankDigits('5577 99'))).toEqual({
      sortCode: 'Enter a valid sort code like 309430',
      accountNumber: 'Enter a valid account number like 00733445',
    });
  });
});
