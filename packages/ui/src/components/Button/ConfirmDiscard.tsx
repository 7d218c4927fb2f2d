import styled from '@emotion/styled';
import { mq } from '../../theme/theme';
import { Button } from './Button';

/** Props of ConfirmDiscard. */
export interface ConfirmDiscardProps {
  /** Text of the confirm button. */
  confirmLabel: string;
  /** Text of the discard button. */
  discardLabel: string;
  /** Runs when the confirm button is pressed. */
  onConfirm: () => void;
  /** Runs when the discard button is pressed. */
  onDiscard: () => void;
  /** Confirm destroys something (cancelling a policy): shows it as destructive. @default false */
  destructive?: boolean;
  /** Confirm is busy (a request is in flight). @default false */
  confirming?: boolean;
  /** Confirm cannot be pressed yet (the form is not valid). @default false */
  confirmDisabled?: boolean;
}

const Row = styled.div(
  ({ theme }) => `
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.sm}px;
  ${mq('sm')} { flex-direction: row; justify-content: flex-end; }
`,
);

/** The confirm and discard pair that ends a review or confirmation step. */
export function ConfirmDiscard({
  confirmLabel,
  discardLabel,
  onConfirm,
  onDiscard,
  destructive = false,
  confirming = false,
  confirmDisabled = false,
}: ConfirmDiscardProps) {
  return (
    <Row>
      <Button variant="secondary" onClick={onDiscard}>
        {discardLabel}
      </Button>
      <Button
        variant={destructive ? 'destructive' : 'primary'}
        onClick={onConfirm}
        loading={confirming}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </Button>
    </Row>
  );
}
