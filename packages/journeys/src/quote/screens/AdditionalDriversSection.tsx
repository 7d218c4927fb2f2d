// The additional-drivers section's pages (spec 000 §2): the list, `profile` to add a driver and
// `profile/{profileCode}` to edit one. Every change saves the whole loop at once, so a reload or
// a session timeout never loses a driver.
import { routerLink, ShellPage, useApiClient, useFocusHeading } from '@brand/app-shell';
import { additionalDriverProfileForm, formById } from '@brand/config';
import { MAX_ADDITIONAL_DRIVERS } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { AppLink, type BrandTheme, Button, Modal, Notification, visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import { type ReactNode, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { createApiDataSources } from '../../shared/api-data-sources';
import { Failure } from '../../shared/Failure';
import { formContextOf } from '../../shared/form-context';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import {
  canAddDriver,
  type DriverItem,
  driverPageFor,
  driverSummary,
  driversAfterRemove,
  driversAfterSave,
  driversChange,
  driversOf,
} from '../additional-drivers';
import { type Proposal, type ProposalChange, saveChanges } from '../quoteApi';
import { selectBusy, selectFailure } from '../quoteSlice';
import { PromotionNotification } from './PromotionNotification';

/** Props of AdditionalDriversSection. */
export interface AdditionalDriversSectionProps {
  proposal: Proposal;
  /** The section's list page (`…/disclosure/additional-drivers`). */
  sectionPath: string;
  /** The progress list. */
  sidebar: ReactNode;
  /** The step above the heading on phones ("Step 4 of 9: Additional drivers"). */
  caption?: ReactNode;
  isAnonymous: boolean;
  /** Saves the section as every section saves (rating after the last) and routes on. */
  saveSection: (changes: ProposalChange[]) => Promise<void>;
}

/** The section's route: the list, or a driver's profile page, by the path under the section. */
export function AdditionalDriversSection(props: AdditionalDriversSectionProps) {
  const { '*': subPath = '' } = useParams();
  const { items } = driversOf(props.proposal.data);
  const page = driverPageFor(items, subPath);
  switch (page.kind) {
    case 'list':
      return <DriverListPage {...props} items={items} />;
    case 'add':
      return <DriverProfilePage {...props} items={items} driver={null} />;
    case 'edit':
      return <DriverProfilePage {...props} items={items} driver={page.driver} />;
    default:
      return <Navigate to={props.sectionPath} replace />;
  }
}

const Drivers = styled.ul(({ theme }) => {
  const { space, colors } = theme as BrandTheme;
  return `
  list-style: none;
  margin: 0 0 ${space.lg}px;
  padding: 0;
  border-top: 1px solid ${colors.borderSubtle};
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.xs}px ${space.md}px;
    padding: ${space.sm}px 0;
    border-bottom: 1px solid ${colors.borderSubtle};
  }
`;
});

const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  & > p { margin: 0; }
`;

const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: flex; flex-wrap: wrap; align-items: center; gap: ${space.xs}px ${space.md}px;`;
});

const EditLink = styled.span(({ theme }) => {
  const { colors } = theme as BrandTheme;
  return `
  & a { color: ${colors.link}; font-weight: bold; }
  & a:hover { color: ${colors.linkHover}; }
`;
});

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Buttons = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: flex; flex-wrap: wrap; gap: ${space.sm}px; margin-top: ${space.md}px;`;
});

/**
 * The list: each driver by name and relationship with Edit and Remove (confirmed in a modal),
 * "Add a driver" below the limit (hidden at it), then "No other drivers" or Save and continue.
 */
function DriverListPage({
  proposal,
  sectionPath,
  sidebar,
  caption,
  saveSection,
  items,
}: AdditionalDriversSectionProps & { items: DriverItem[] }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const busy = useJourneySelector(selectBusy);
  const failure = useJourneySelector(selectFailure);
  const [removing, setRemoving] = useState<DriverItem | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // After a removal the page stays: its heading takes focus back from the closed modal.
  useFocusHeading(removed ?? '');
  const form = formById('disclosure.additionalDrivers');

  const remove = async (driver: DriverItem) => {
    setRemoving(null);
    const result = await dispatch(
      saveChanges({
        proposalCode: proposal.proposalCode,
        changes: [driversChange(driversAfterRemove(items, driver.profileCode))],
        applyRating: proposal.status !== 'INSUFFICIENT_ACCURACY',
      }),
    );
    if (saveChanges.fulfilled.match(result)) setRemoved(driverSummary(driver).name);
  };
  const removingName = removing ? driverSummary(removing).name : '';

  return (
    <ShellPage
      focusOnNavigation
      title={t(form.title ?? 'additional-drivers')}
      subtitle={form.description ? t(form.description) : undefined}
      caption={caption}
      sidebarLabel={t('proposal.disclosure.progress')}
      sidebar={sidebar}
    >
      <Failure failure={failure} />
      <PromotionNotification proposal={proposal} />
      {removed ? (
        <Notification tone="success" announce>
          <p>{t('proposal.additionalDrivers.removed', { name: removed })}</p>
        </Notification>
      ) : null}
      {items.length > 0 ? (
        <Drivers aria-label={t('proposal.additionalDrivers.listLabel')}>
          {items.map((driver) => {
            const { name, relationshipKey } = driverSummary(driver);
            return (
              <li key={driver.profileCode}>
                <Who>
                  <p>
                    <strong>{name}</strong>
                  </p>
                  {relationshipKey ? <p>{t(relationshipKey)}</p> : null}
                </Who>
                <Actions>
                  <EditLink>
                    <AppLink
                      href={`${sectionPath}/profile/${driver.profileCode}`}
                      renderLink={routerLink}
                    >
                      {t('proposal.additionalDrivers.edit')}
                      <Hidden> {name}</Hidden>
                    </AppLink>
                  </EditLink>
                  <Button variant="link" disabled={busy} onClick={() => setRemoving(driver)}>
                    {t('proposal.additionalDrivers.remove')}
                    <Hidden> {name}</Hidden>
                  </Button>
                </Actions>
              </li>
            );
          })}
        </Drivers>
      ) : (
        <p>{t('proposal.additionalDrivers.none')}</p>
      )}
      {canAddDriver(items) ? (
        <Button variant="secondary" onClick={() => navigate(`${sectionPath}/profile`)}>
          {t('proposal.additionalDrivers.add')}
        </Button>
      ) : (
        <p>{t('proposal.additionalDrivers.max', { count: MAX_ADDITIONAL_DRIVERS })}</p>
      )}
      <Buttons>
        <Button loading={busy} onClick={() => void saveSection([driversChange(items)])}>
          {items.length === 0
            ? t('proposal.additionalDrivers.noOtherDrivers')
            : t('proposal.disclosure.save')}
        </Button>
      </Buttons>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('proposal.additionalDrivers.removeConfirm.title', { name: removingName })}
        closeLabel={t('journeys.modal.close')}
        footer={
          <Buttons>
            <Button variant="destructive" onClick={() => removing && void remove(removing)}>
              {t('proposal.additionalDrivers.removeConfirm.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('proposal.additionalDrivers.removeConfirm.cancel')}
            </Button>
          </Buttons>
        }
      >
        <p>{t('proposal.additionalDrivers.removeConfirm.body', { name: removingName })}</p>
      </Modal>
    </ShellPage>
  );
}

/**
 * `profile` (add) and `profile/{profileCode}` (edit): the driver's questions as the profile form;
 * saving stores the whole loop with this driver in it, then returns to the list.
 */
function DriverProfilePage({
  proposal,
  sectionPath,
  sidebar,
  caption,
  isAnonymous,
  items,
  driver,
}: AdditionalDriversSectionProps & { items: DriverItem[]; driver: DriverItem | null }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const failure = useJourneySelector(selectFailure);
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  const context = useMemo(() => formContextOf(proposal, isAnonymous), [proposal, isAnonymous]);
  const title = driver
    ? t('proposal.additionalDrivers.editTitle', { name: driverSummary(driver).name })
    : t('proposal.additionalDrivers.addTitle');

  const submit = async (values: FormValues) => {
    const { profileCode: _code, ...answers } = values;
    const result = await dispatch(
      saveChanges({
        proposalCode: proposal.proposalCode,
        changes: [driversChange(driversAfterSave(items, driver?.profileCode ?? null, answers))],
        applyRating: proposal.status !== 'INSUFFICIENT_ACCURACY',
      }),
    );
    if (saveChanges.fulfilled.match(result)) navigate(sectionPath);
  };

  return (
    <ShellPage
      focusOnNavigation
      title={title}
      subtitle={t(additionalDriverProfileForm.title ?? 'forms.disclosure.additionalDriver.title')}
      upLink={{ text: t('proposal.additionalDrivers.back'), href: sectionPath }}
      caption={caption}
      sidebarLabel={t('proposal.disclosure.progress')}
      sidebar={sidebar}
    >
      <Failure failure={failure} />
      <FormRenderer
        t={t}
        key={`${proposal.proposalCode}-${driver?.profileCode ?? 'new'}`}
        form={additionalDriverProfileForm}
        initialValues={driver ?? {}}
        context={context}
        onSubmit={submit}
        dataSources={dataSources}
        submitLabel="proposal.additionalDrivers.saveDriver"
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
