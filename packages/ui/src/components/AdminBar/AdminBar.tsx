import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';
import { mq } from '../../theme/theme';

/** Props of AdminBar. */
export interface AdminBarProps {
  /** The bar's heading, also its landmark's name. @default 'Admin view' */
  label?: string;
  /** The impersonated user (a name, an email or a user id). */
  user: ReactNode;
  /** Text before the user ('Acting as'). Without it the user follows the label alone. */
  userLabel?: string;
  /** Actions at the end of the bar (to stop impersonating, say). */
  actions?: ReactNode;
}

const Bar = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs}px ${theme.space.md}px;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.xs}px ${theme.space.md}px;
  background: ${theme.colors.adminBar};
  color: ${theme.colors.textInverse};
  ${mq('sm')} { padding-inline: ${theme.space.lg}px; }
`,
);

const Label = styled.strong(
  ({ theme }) => `
  font-weight: ${theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`,
);

const User = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

const Actions = styled.div(
  ({ theme }) => `
  display: flex;
  gap: ${theme.space.xs}px;
`,
);

/** The red "Admin view" bar an admin sees while impersonating a customer, naming that customer. */
export function AdminBar({ label = 'Admin view', user, userLabel, actions }: AdminBarProps) {
  const labelId = useId();
  return (
    <Bar role="region" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <User>
        {userLabel ? `${userLabel} ` : null}
        <strong>{user}</strong>
      </User>
      {actions ? <Actions>{actions}</Actions> : null}
    </Bar>
  );
}
