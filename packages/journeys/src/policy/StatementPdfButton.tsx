// A statement's "Download PDF" (issue 17): asks the platform for the statement's short-lived link
// and opens it in a new tab, where the customer saves or prints it. The PDF states the figures of
// the statement on the tab, to the penny.
import { Button } from '@brand/ui';
import { useState } from 'react';
import type { CallFailure } from '../shared/call-failure';
import { Failure } from '../shared/Failure';
import { useJourneyDispatch } from '../shared/store';
import { useTexts } from '../shared/texts';
import { openStatementDocument, type Statement } from './billingApi';

/** Props of StatementPdfButton. */
export interface StatementPdfButtonProps {
  /** The customer account the statement is on. */
  accountId: string;
  statement: Pick<Statement, 'statementId'>;
  /** The statement's number as shown ("Statement 3"), naming what the button downloads. */
  number: number;
}

/** The statement's PDF button, with a failed request announced beside it. */
export function StatementPdfButton({ accountId, statement, number }: StatementPdfButtonProps) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const download = async () => {
    setOpening(true);
    setFailure(null);
    const outcome = await dispatch(
      openStatementDocument({ accountId, statementId: statement.statementId }),
    );
    setOpening(false);
    if (openStatementDocument.fulfilled.match(outcome)) {
      // A new tab, as a policy document opens; the link works for this statement for minutes.
      window.open(outcome.payload.location, '_blank', 'noopener');
    } else if (outcome.payload) {
      setFailure(outcome.payload);
    }
  };

  return (
    <div>
      <Failure failure={failure} onRetry={download} />
      <Button
        variant="secondary"
        loading={opening}
        // The name starts with the visible words (WCAG 2.5.3 Label in Name), then says which.
        aria-label={t('billing.statements.downloadLabel', { number })}
        onClick={download}
      >
        {t('billing.statements.download')}
      </Button>
    </div>
  );
}
