import {
  DEFAULT_FEATURE_TOGGLES,
  isValidUkPhone,
  normaliseUkPhone,
  PAYMENT_TOKEN_PATTERN,
  TRACKING_PARAMETERS,
  UK_REGISTRATION_FORMAT,
} from '@brand/domain';
import {
  ACCOUNT_SETTINGS,
  editableAccountSetting,
  editableAccountSettings,
} from './account-settings';
import { BRAND_CONFIGURATION } from './brand-configuration';
import { BRAND_CONTACT } from './contact';
import {
  CONTENT_BASE_URL,
  coverGroupUrl,
  coverInfoUrl,
  exposuresUrl,
  optionalCoversUrl,
  questionHelpUrl,
} from './content';
import { BRAND_SETTINGS, FEATURE_TOGGLE_SETTINGS } from './features';
import { FOOTER } from './footer';
import { FORMATS } from './formats';
import { LOCALE_SETTINGS } from './locale';
import { PROPOSAL_TRACKING, trackingValuesFrom } from './proposal-tracking';
import { canSubmitRetrieve, RETRIEVE_CONFIG } from './retrieve';

describe('features', () => {
  it('use the domain toggle defaults with online claims on, and switch on management and chat', () => {
    expect(FEATURE_TOGGLE_SETTINGS).toEqual({
      ...DEFAULT_FEATURE_TOGGLES,
      externalClaimsReporting: true,
    });
    expect(FEATURE_TOGGLE_SETTINGS.isAdmin).toBe(false);
    expect(BRAND_SETTINGS).toMatchObject({ chatWidget: true });
    expect(FEATURE_TOGGLE_SETTINGS.policyManagement).toBe(true);
    expect(BRAND_SETTINGS.vehicleEarliestYear).toBe(2001);
    expect(BRAND_SETTINGS.logLevel).toBe('warn');
    expect(BRAND_SETTINGS.recommendedBrowsers).toHaveLength(2);
  });
});

describe('formats', () => {
  it('reuse the domain UK formats', () => {
    expect(FORMATS.registration).toBe(UK_REGISTRATION_FORMAT);
    expect(FORMATS.paymentToken).toBe(PAYMENT_TOKEN_PATTERN);
    expect(FORMATS.phone.prefix).toBe('+44');
  });

  it('hold a phone pattern the domain normaliser output satisfies', () => {
    const phone = normaliseUkPhone('07700 900123');
    expect(isValidUkPhone(phone)).toBe(true);
    expect(FORMATS.phone.pattern.test(phone)).toBe(true);
    expect(FORMATS.postcode.test('SW1A 1AA')).toBe(true);
    expect(FORMATS.postcode.test('sw1a 1aa')).toBe(false);
  });
});

describe('account settings', () => {
  it('list name read-only and email, phone, marketing and address editable', () => {
    expect(ACCOUNT_SETTINGS.map((s) => s.name)).toEqual([
      'name',
      'email',
      'phone',
      'marketing-preferences',
      'address',
    ]);
    expect(editableAccountSettings().map((s) => s.name)).not.toContain('name');
    for (const setting of editableAccountSettings())
      expect(setting.formId).toMatch(/^account\.settings\./);
  });

  it('route only to an editable setting', () => {
    expect(editableAccountSetting('email')?.formId).toBe('account.settings.email');
    expect(editableAccountSetting('name')).toBeUndefined();
    expect(editableAccountSetting('password')).toBeUndefined();
    expect(editableAccountSettings([])).toEqual([]);
  });
});

describe('retrieve', () => {
  const complete = { externalReference: 'Q-123', dateOfBirth: '1980-02-01', postcode: 'sw1a1aa' };

  it('may be submitted with a reference, a date of birth and a UK postcode in any case', () => {
    expect(RETRIEVE_CONFIG.backBookPaths).toEqual([]);
    expect(canSubmitRetrieve(complete)).toBe(true);
  });

  it('may not be submitted when any of the three is missing or the postcode does not match', () => {
    expect(canSubmitRetrieve({ ...complete, externalReference: ' ' })).toBe(false);
    expect(canSubmitRetrieve({ ...complete, dateOfBirth: undefined })).toBe(false);
    expect(canSubmitRetrieve({ ...complete, postcode: '' })).toBe(false);
    expect(canSubmitRetrieve({ ...complete, postcode: 'QQ1 1AA' })).toBe(false);
    expect(canSubmitRetrieve(complete, { postcodePattern: /^X$/ })).toBe(false);
  });
});

describe('proposal tracking', () => {
  it('tracks the domain parameters', () => {
    expect(PROPOSAL_TRACKING.parameters).toBe(TRACKING_PARAMETERS);
  });

  it('keeps only configured, non-blank parameters of the URL', () => {
    expect(trackingValuesFrom('?utm_source=mail&utm_medium=%20&gclid=x&asset_id=42')).toEqual({
      utm_source: 'mail',
      asset_id: '42',
    });
    expect(trackingValuesFrom(new URLSearchParams('ref=dealer'))).toEqual({ ref: 'dealer' });
    expect(trackingValuesFrom('')).toEqual({});
  });
});

describe('content URLs', () => {
  it('build help, exposure, add-on and cover-group pages under the base URL', () => {
    expect(CONTENT_BASE_URL).toBe('/content');
    expect(questionHelpUrl('ncd')).toBe('/content/questions/ncd.html');
    expect(exposuresUrl('flex')).toBe('/content/flex/exposures');
    expect(optionalCoversUrl('flex', 'https://cdn.example/')).toBe(
      'https://cdn.example/flex/optional',
    );
    expect(coverGroupUrl('Acme Insurance', 'main')).toBe('/content/Acme%20Insurance/main.html');
  });

  it('put a cover’s information page beside the help pages, named by its code', () => {
    expect(coverInfoUrl('ncb_protection')).toBe('/content/questions/cover-ncb-protection.html');
    expect(coverInfoUrl('excess_assist', 'https://cdn.example')).toBe(
      'https://cdn.example/questions/cover-excess-assist.html',
    );
  });
});

describe('the brand configuration', () => {
  it('gathers every part of spec 002 §3 Configuration', () => {
    expect(Object.keys(BRAND_CONFIGURATION)).toEqual(
      expect.arrayContaining([
        'schemes',
        'productConfig',
        'features',
        'formats',
        'account',
        'retrieve',
        'footer',
        'proposalTracking',
        'contentBaseUrl',
      ]),
    );
  });

  it('names the documents address a failed ID check sends evidence to', () => {
    expect(BRAND_CONFIGURATION.contact).toBe(BRAND_CONTACT);
    expect(BRAND_CONTACT.documentsEmail).toMatch(/^documents@[a-z0-9.-]+\.[a-z]+$/);
  });

  it('sells in en-GB, falling back to en, in London time and pounds', () => {
    expect(LOCALE_SETTINGS).toEqual({
      locale: 'en-GB',
      fallbackLanguage: 'en',
      timeZone: 'Europe/London',
      currency: 'GBP',
    });
  });

  it('footer says it is powered by the provider and links to the legal pages', () => {
    expect(FOOTER.poweredBy).toBe('navigation.footer.poweredBy');
    expect(FOOTER.links.length).toBeGreaterThan(0);
  });
});
