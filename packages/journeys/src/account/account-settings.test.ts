import {
  ACCOUNT_SETTINGS,
  accountSettingNamed,
  type Policyholder,
  settingChanges,
  settingFormValues,
  settingSummary,
} from './account-settings';

const RECORD: Policyholder = {
  customerId: 'CUS1',
  name: { firstName: 'Jane', lastName: 'Smith' },
  dateOfBirth: '1985-03-27',
  email: 'jane@example.com',
  phone: '+447700900123',
  address: { line1: '1 High Street', city: 'Oxford', postalCode: 'OX4 1HP' },
  marketingPreferences: { email: true, phone: false, sms: true },
  accountRegistered: true,
};

const setting = (name: string) => {
  const found = accountSettingNamed(name);
  if (!found) throw new Error(name);
  return found;
};

describe('account settings', () => {
  it('lists name, email, phone, address and marketing preferences, each with a form', () => {
    expect(ACCOUNT_SETTINGS.map(({ name }) => name)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'marketing-preferences',
    ]);
    expect(ACCOUNT_SETTINGS.map(({ form }) => form.inputs[0]?.name)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'marketingPreferences',
    ]);
    expect(accountSettingNamed('dateOfBirth')).toBeUndefined();
  });

  it('makes the marketing channels a checkbox list and back', () => {
    const marketing = setting('marketing-preferences');
    expect(settingFormValues(marketing, RECORD)).toEqual({
      marketingPreferences: ['email', 'sms'],
    });
    expect(settingChanges(marketing, RECORD, { marketingPreferences: ['phone'] })).toEqual({
      marketingPreferences: { email: false, phone: true, sms: false },
    });
  });

  it.each([
    ['email', { email: ' jane@example.com ' }],
    ['phone', { phone: '+447700900123' }],
    ['name', { name: { firstName: 'Jane ', lastName: 'Smith' } }],
    ['address', { address: { ...RECORD.address, line2: '' } }],
    ['marketing-preferences', { marketingPreferences: ['sms', 'email'] }],
  ])('sends nothing when the %s answer equals the record', (name, values) => {
    expect(settingChanges(setting(name), RECORD, values)).toBeNull();
  });

  it('sends only the changed setting', () => {
    expect(settingChanges(setting('phone'), RECORD, { phone: '+447700900456' })).toEqual({
      phone: '+447700900456',
    });
    expect(settingChanges(setting('email'), RECORD, { email: ' new@example.com' })).toEqual({
      email: 'new@example.com',
    });
  });

  it('gives an unset phone or address no form value', () => {
    const bare = { ...RECORD, phone: null, address: null };
    expect(settingFormValues(setting('phone'), bare)).toEqual({});
    expect(settingFormValues(setting('address'), bare)).toEqual({});
  });

  it('summarises each setting on one line', () => {
    const t = (key: string) => `[${key}]`;
    expect(settingSummary(setting('name'), RECORD, t)).toBe('Jane Smith');
    expect(settingSummary(setting('email'), RECORD, t)).toBe('jane@example.com');
    expect(settingSummary(setting('address'), RECORD, t)).toBe('1 High Street, Oxford, OX4 1HP');
    expect(
      settingSummary(setting('address'), { ...RECORD, address: { line1: 'x', label: 'Label' } }, t),
    ).toBe('Label');
    expect(settingSummary(setting('address'), { ...RECORD, address: null }, t)).toBeNull();
    expect(settingSummary(setting('marketing-preferences'), RECORD, t)).toBe(
      '[enums.marketingChannels.email], [enums.marketingChannels.sms]',
    );
    expect(
      settingSummary(
        setting('marketing-preferences'),
        { ...RECORD, marketingPreferences: { email: false, phone: false, sms: false } },
        t,
      ),
    ).toBe('[account.settings.marketing-preferences.none]');
  });
});
