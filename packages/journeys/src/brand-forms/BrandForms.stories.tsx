import {
  createTranslate,
  formById,
  NAMESPACE_OF_SCHEME,
  type TranslationNamespace,
} from '@brand/config';
import type { FormContext } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createConfigDataSources } from './config-data-sources';
import { demoContextFor, onDriveaway } from './demo-contexts';

const DATA_SOURCES = createConfigDataSources();

/** Props of BrandFormStory. */
interface BrandFormStoryProps {
  /** The configured form's id. */
  formId: string;
  /** The translation set read first (the scheme's). @default 'monthly' (flex) */
  namespace?: TranslationNamespace;
  /** Context beyond the form's demo context. */
  context?: FormContext;
  /** Runs with the submitted values. */
  onSubmit?: (values: Record<string, unknown>) => void;
}

/** One configured form as a page shows it: its translated title, then the form over the real tables. */
function BrandFormStory({
  formId,
  namespace = NAMESPACE_OF_SCHEME.flex,
  context,
  onSubmit = () => undefined,
}: BrandFormStoryProps) {
  const form = formById(formId);
  const t = createTranslate(namespace);
  return (
    <main>
      <h1>{t(form.title ?? form.id)}</h1>
      <FormRenderer
        form={form}
        context={{ ...demoContextFor(form), ...context }}
        t={t}
        dataSources={DATA_SOURCES}
        onSubmit={onSubmit}
      />
    </main>
  );
}

const meta = {
  title: 'Brand forms',
  component: BrandFormStory,
  args: { formId: 'retrieve', onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story of a configured form (flex, with the form's demo context). */
const story = (
  formId: string,
  args: Pick<BrandFormStoryProps, 'namespace' | 'context'> = {},
): Story => ({
  args: { formId, ...args },
});

const DRIVEAWAY = {
  namespace: NAMESPACE_OF_SCHEME.driveaway,
  context: onDriveaway({}),
} as const;

// One export per form of ALL_FORMS (CSF needs named exports); brand-forms.test.tsx checks none is missing.
export const DisclosureBeforeWeBegin = story('disclosure.beforeWeBegin');
export const DisclosureBeforeWeBeginDriveaway = story('disclosure.beforeWeBegin', DRIVEAWAY);
export const DisclosureYourCar = story('disclosure.yourCar');
export const DisclosureAboutYou = story('disclosure.aboutYou');
export const DisclosureAdditionalDrivers = story('disclosure.additionalDrivers');
export const DisclosureClaimsHistory = story('disclosure.claimsHistory');
export const DisclosureDrivingLicence = story('disclosure.drivingLicence');
export const DisclosureContactDetails = story('disclosure.contactDetails');
export const DisclosureYourCover = story('disclosure.yourCover');
export const DisclosureStartDate = story('disclosure.startDate');
export const DisclosurePromotion = story('disclosure.promotion', DRIVEAWAY);
export const DisclosureAdditionalDriver = story('disclosure.additionalDriver');
export const AccountSetup = story('accountSetup');
export const Retrieve = story('retrieve');
export const ExpiredProposal = story('expiredProposal');
export const SummaryTerms = story('summary.terms');
export const RenewalOptOut = story('renewal.optOut');
export const VehicleRegistration = story('vehicleRegistration');
export const CancellationStandard = story('cancellation.standard');
export const CancellationCoolingOff = story('cancellation.coolingOff');
export const Feedback = story('feedback');
export const Upload = story('upload');
export const PaymentDay = story('paymentDay');
export const ManagementVehicle = story('management.vehicle');
export const ManagementAboutYou = story('management.aboutYou');
export const ManagementDrivers = story('management.drivers');
export const ManagementAddress = story('management.address');
export const ManagementUsage = story('management.usage');
export const ManagementNoClaimsDiscount = story('management.noClaimsDiscount');
export const ManagementClaims = story('management.claims');
export const ManagementStartDate = story('management.startDate');
export const AdminImpersonate = story('admin.impersonate');
export const AdminSettle = story('admin.settle');
export const AdminPhonePayment = story('admin.phonePayment');
export const AdminEffectiveDate = story('admin.effectiveDate');
export const AccountSettingsName = story('account.settings.name');
export const AccountSettingsEmail = story('account.settings.email');
export const AccountSettingsPhone = story('account.settings.phone');
export const AccountSettingsMarketingPreferences = story('account.settings.marketingPreferences');
export const AccountSettingsAddress = story('account.settings.address');
