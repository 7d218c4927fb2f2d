// The account journey (spec 000 §2, 002 §7): the settings list, one page per setting, their slice
// and calls.

export type { AccountSettingScreenProps } from './AccountSettingScreen';
export { AccountSettingScreen } from './AccountSettingScreen';
export { AccountSettingsScreen } from './AccountSettingsScreen';
export type {
  AccountSetting,
  AccountSettingName,
  Policyholder,
  PolicyholderChanges,
  PolicyholderField,
} from './account-settings';
export {
  ACCOUNT_SETTINGS,
  accountSettingNamed,
  settingChanges,
  settingFormValues,
  settingSummary,
} from './account-settings';
export { loadAccount, loadPolicyholder, saveAccount, savePolicyholder } from './accountApi';
export type { AccountState } from './accountSlice';
export {
  accountSlice,
  initialAccountState,
  selectAccountState,
  selectPolicyholder,
} from './accountSlice';
export type { SignedInOnlyProps } from './SignedInOnly';
export { SignedInOnly } from './SignedInOnly';
export type { PolicyholderBinding } from './usePolicyholder';
export { usePolicyholder } from './usePolicyholder';
