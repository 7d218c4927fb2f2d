export type { TransactionRow, TransactionTableProps } from './TransactionTable';
export { TransactionTable } from './TransactionTable';
