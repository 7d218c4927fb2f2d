/** The problem code of a change an adjustment cannot carry (spec 001 §3: "not supported"). */
export const CHANGE_NOT_SUPPORTED_CODE = 'adjustment.changeNotSupported';
