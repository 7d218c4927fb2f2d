export type { SnackbarProps } from './Snackbar';
export { Snackbar } from './Snackbar';
