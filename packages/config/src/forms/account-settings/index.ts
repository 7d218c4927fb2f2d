export {
  ACCOUNT_SETTINGS_FORMS,
  addressSettingForm,
  emailSettingForm,
  marketingPreferencesSettingForm,
  nameSettingForm,
  phoneSettingForm,
} from './account-settings';
