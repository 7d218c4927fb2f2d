// The documents tab of a policy (spec 001 §2 "Documents tab", §7, §8): the policy's documents,
// each opened in a new tab at the short-lived link the platform gives; the missing-document modal
// when it has none yet; beside them one upload button per configured upload type.
import { routerLink, useChatAction, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, productConfigFor } from '@brand/config';
import type { Translate } from '@brand/forms';
import {
  AppLink,
  type BrandTheme,
  Button,
  ErrorState,
  LoadingIndicator,
  Modal,
  mq,
} from '@brand/ui';
import styled from '@emotion/styled';
import { Failure } from '../../shared/Failure';
import { useJourneyLoad } from '../../shared/journey-load';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { DetailsSection } from '../details/DetailsSection';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import {
  initialDocumentsState,
  loadPolicyDocuments,
  missingDismissed,
  openPolicyDocument,
  type PolicyDocument,
  selectDocumentsState,
} from './documentsSlice';

// The list, then the uploads beside it from `md` up (under it on a phone).
const Layout = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xl}px;
  min-width: 0;
  ${mq('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;
});

const List = styled.ul(({ theme }) => {
  const { space, colors } = theme as BrandTheme;
  return `
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.xs}px;
    padding: ${space.sm}px 0;
    border-bottom: 1px solid ${colors.border};
    min-width: 0;
  }
  li > span { flex: 1 1 0; min-width: 0; overflow-wrap: anywhere; }
`;
});

const Uploads = styled.ul(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
});

/** A document's name as the list shows it: an add-on's documents name their add-on. */
export function documentName(document: PolicyDocument, t: Translate): string {
  if (document.coverCode) {
    const cover = t(`covers.codes.${document.coverCode}.name`);
    return document.documentType.endsWith('-ipid')
      ? t('policy.documents.names.coverIpid', { cover })
      : t('policy.documents.names.coverWording', { cover });
  }
  return t(`policy.documents.names.${document.documentType}`);
}

/** Props of DocumentsTab. */
export interface DocumentsTabProps {
  policy: Policy;
}

/** The policy's documents and the uploads the customer can send. */
export function DocumentsTab({ policy }: DocumentsTabProps) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const { openChat } = useHelp();
  const appChat = useChatAction();
  const { policyId } = policy;
  const requestId = useJourneyLoad(policyId, (start) => start(loadPolicyDocuments({ policyId })));
  const current = useJourneySelector(selectDocumentsState);
  const state = current.requestId === requestId ? current : initialDocumentsState;
  const uploadTypes = productConfigFor(policy.productUrlName).uploads.types;

  const open = async (document: PolicyDocument) => {
    const outcome = await dispatch(
      openPolicyDocument({ policyId, documentType: document.documentType }),
    );
    if (openPolicyDocument.fulfilled.match(outcome) && outcome.payload.location) {
      // A new tab, as the spec says; the link works only for this document and a few minutes.
      window.open(outcome.payload.location, '_blank', 'noopener');
    }
  };

  return (
    <Layout>
      <DetailsSection id="documents-list" title={t('policy.documents.title')}>
        {state.status === 'failed' ? (
          <ErrorState heading={t('policy.documents.loadFailed')} announce>
            {state.failure?.message ?? null}
          </ErrorState>
        ) : state.status === 'loading' ? (
          <LoadingIndicator label={t('policy.documents.loading')} />
        ) : state.documents.length === 0 ? (
          <p>{t('policy.documents.empty')}</p>
        ) : (
          <>
            <p>{t('policy.documents.description')}</p>
            <Failure failure={state.openFailure} />
            <List>
              {state.documents.map((document) => {
                const name = documentName(document, t);
                return (
                  <li key={document.documentType}>
                    <span>{name}</span>
                    <Button
                      variant="secondary"
                      loading={state.opening === document.documentType}
                      aria-label={t('policy.documents.openLabel', { name })}
                      onClick={() => void open(document)}
                    >
                      {t('policy.documents.openShort')}
                    </Button>
                  </li>
                );
              })}
            </List>
          </>
        )}
      </DetailsSection>
      {uploadTypes.length > 0 ? (
        <DetailsSection id="documents-uploads" title={t('policy.documents.uploads.title')}>
          <p>{t('policy.documents.uploads.description')}</p>
          <Uploads>
            {uploadTypes.map(({ type }) => (
              <li key={type}>
                <AppLink href={policyPagePath(policy, `uploads/${type}`)} renderLink={routerLink}>
                  {t('uploads.button', { type: t(`uploads.types.${type}.label`) })}
                </AppLink>
              </li>
            ))}
          </Uploads>
        </DetailsSection>
      ) : null}
      <Modal
        open={state.missing !== null}
        onClose={() => dispatch(missingDismissed())}
        title={t('policy.documents.missing.title')}
        closeLabel={t('journeys.modal.close')}
        footer={
          BRAND_SETTINGS.chatWidget ? (
            <Button
              onClick={() => {
                // The app's chat opens beside the page: the dialog that would cover it closes first.
                if (appChat) dispatch(missingDismissed());
                openChat({ policyId, error: t('policy.documents.missing.title') });
              }}
            >
              {t('errors.actions.chat')}
            </Button>
          ) : null
        }
      >
        <p>{t('policy.documents.missing.body')}</p>
      </Modal>
    </Layout>
  );
}
