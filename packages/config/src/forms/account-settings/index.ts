export {
  ACCOUNT_SETTINGS_FORMS,
  addressSettingForm,
  emailSettingForm,
  marketingPreferencesSettingForm,
  phoneSettingForm,
} from './account-settings';
