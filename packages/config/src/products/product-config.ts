import type {
  CancellationReason,
  CancellationRule,
  CheckoutMethod,
  CoverCode,
  FeedbackModalState,
  FeedbackType,
  PaymentScheduleType,
  ProductKind,
  SchemeUrlName,
} from '@brand/domain';
import type { DisclosureSection } from './disclosure-sections';
import type { ManagementSection } from './management-sections';
import type { UploadType } from './upload-types';

/** An insured asset type of a product; exactly one is the core asset (the car). */
export interface AssetTypeConfig {
  /** The asset type the platform rates. */
  readonly assetType: 'vehicle';
  /** The core asset: a quote without one is a configuration error ("No core asset"). */
  readonly core: boolean;
  /** Add-ons the customer may choose for this asset. */
  readonly optionalCovers: readonly CoverCode[];
}

/** Cancellation: the domain's rule (Standard or CoolingOff), the reasons offered and the deferral. */
export type CancellationConfig = CancellationRule & {
  /** Reasons offered, in order; Other opens a free-text field. */
  readonly reasons: readonly CancellationReason[];
  /** Days ahead a Standard cancellation may be dated (1 when pending or unset, domain rule). */
  readonly daysToDefer: number;
  /** The form the cancel route shows. */
  readonly formId: string;
};

/** Voluntary excess: whether the customer may change it, and the options in pounds. */
export interface ExcessConfig {
  /** Customers may adjust it only when true (admins always may). */
  readonly isAdjustable: boolean;
  /** The choices offered, in pounds. */
  readonly voluntaryExcess: readonly number[];
  /** Columns the options are laid out in. */
  readonly columns: number;
}

/** Renewal: the auto-renewal toggle and the opt-out. */
export interface RenewalConfig {
  /** The customer may switch auto-renewal on and off (domain `canModifyAutoRenewal`). */
  readonly allowModifyAutoRenewal: boolean;
  /** Values the auto-renewal toggle offers, the default first; empty when the product never renews. */
  readonly autoRenewalOptions: readonly boolean[];
  /** Reasons offered on opting out (the cancellation reasons). */
  readonly optOutReasons: readonly CancellationReason[];
  /** The opt-out form. */
  readonly optOutFormId: string;
}

/** One kind of document a customer can upload from the documents tab. */
export interface UploadTypeConfig {
  /** Route segment (uploads/{type}) and translation key part. */
  readonly type: UploadType;
  /** The purpose sent with the commit (POST /documents/upload/commit/{id}). */
  readonly purpose: string;
}

/** Uploads: the types offered and the limits the drop zone enforces. */
export interface UploadsConfig {
  /** The upload buttons of the documents tab, in order. */
  readonly types: readonly UploadTypeConfig[];
  /** Largest file in bytes. */
  readonly maxSize: number;
  /** Accepted file extensions. */
  readonly accept: readonly string[];
  /** Most files in one upload. */
  readonly maxFiles: number;
  /** The upload form (files and comment). */
  readonly formId: string;
}

/** Management: the sections of the policy management index. */
export interface ManagementConfig {
  /** Sections in the order the index lists them. */
  readonly sections: readonly ManagementSection[];
}

/** Summary: the proposal summary before checkout. */
export interface SummaryConfig {
  /** Values of the terms checklist, each ticked before confirming. */
  readonly termsChecklist: readonly string[];
  /** The terms checklist form. */
  readonly termsFormId: string;
  /** Whether the summary shows the auto-renewal toggle. */
  readonly showAutoRenewal: boolean;
}

/** Disclosure: the sections of the proposal's disclosure, in journey order. */
export interface DisclosuresConfig {
  /** Sections in order; conditional kinds are dropped by `disclosureSectionsFor`. */
  readonly sections: readonly DisclosureSection[];
  /** The form of one additional driver (profile and profile/{profileCode}). */
  readonly additionalDriverFormId: string;
}

/** Account setup: asked of a not-yet-registered user after the quote. */
export interface AccountSetupConfig {
  /** The account-setup form (email, phone, marketing). */
  readonly formId: string;
}

/** An expired quote: a new start date is chosen to reprice it. */
export interface ExpiredProposalConfig {
  /** The expired-quote form. */
  readonly formId: string;
  /** Days after today the earliest offered start date is (date picker daysInFuture). */
  readonly daysInFuture: number;
}

/** The before-we-begin page shown while a proposal lacks accuracy. */
export interface BeforeWeBeginConfig {
  /** Translation keys of what the customer needs to hand, in order. */
  readonly checklist: readonly string[];
  /** The page asks for the retailer number (drive-away). */
  readonly asksRetailerNumber: boolean;
}

/** What the feedback modal does for ratings in a range (inclusive). */
export interface FeedbackAction {
  /** Lowest rating of the range. */
  readonly minRating: number;
  /** Highest rating of the range. */
  readonly maxRating: number;
  /** The modal state shown after submitting. */
  readonly action: Exclude<FeedbackModalState, 'default'>;
}

/** Feedback: which successes prompt it, and what each rating leads to. */
export interface FeedbackConfig {
  /** The successes that prompt feedback. */
  readonly types: readonly FeedbackType[];
  /** Rating ranges covering 1 to 10 exactly once. */
  readonly actions: readonly FeedbackAction[];
  /** The feedback form. */
  readonly formId: string;
}

/** Covers: included, optional (add-ons) and those with an information page. */
export interface CoversConfig {
  /** Included in every policy. */
  readonly included: readonly CoverCode[];
  /** Add-ons the customer may choose. */
  readonly optional: readonly CoverCode[];
  /** Covers whose name links to an information page. */
  readonly withInfo: readonly CoverCode[];
}

/** How a product is paid for at checkout. */
export interface CheckoutConfig {
  /** Checkout methods offered. */
  readonly methods: readonly CheckoutMethod[];
  /** Payment schedules offered on the quote page, the default first. */
  readonly paymentSchedules: readonly PaymentScheduleType[];
}

/** A product's configuration (spec 001 §3 "Product configuration", 002 §3 "Configuration"). */
export interface ProductConfig {
  /** The scheme the product is sold under. */
  readonly scheme: SchemeUrlName;
  /** SUBSCRIPTION (flex) or DRIVEAWAY. */
  readonly productKind: ProductKind;
  /** Insured asset types; exactly one core. */
  readonly assetTypes: readonly AssetTypeConfig[];
  /** Cancellation rule, reasons and deferral. */
  readonly cancellation: CancellationConfig;
  /** Voluntary excess. */
  readonly excess: ExcessConfig;
  /** Renewal and auto-renewal. */
  readonly renewal: RenewalConfig;
  /** Upload types and limits. */
  readonly uploads: UploadsConfig;
  /** Policy management sections. */
  readonly management: ManagementConfig;
  /** Proposal summary. */
  readonly summary: SummaryConfig;
  /** Disclosure sections. */
  readonly disclosures: DisclosuresConfig;
  /** Account setup. */
  readonly accountSetup: AccountSetupConfig;
  /** Expired quote. */
  readonly expiredProposal: ExpiredProposalConfig;
  /** Before-we-begin page. */
  readonly beforeWeBegin: BeforeWeBeginConfig;
  /** Feedback prompts. */
  readonly feedback: FeedbackConfig;
  /** Covers. */
  readonly covers: CoversConfig;
  /** Checkout methods and schedules. */
  readonly checkout: CheckoutConfig;
  /** Most additional drivers (profiles) a policy may name. */
  readonly maxAdditionalProfiles: number;
  /** The scheme a proposal of this product can be upgraded to on the upgrade page, or null. */
  readonly upgradeTo: SchemeUrlName | null;
  /** Image set of the product's proposal pages. */
  readonly imageSet: string;
}
