import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/database';
import type { AddressLookup } from './addresses/address-lookup';
import { createHttpAddressLookup } from './addresses/http-address-lookup';
import { createShippedAddressLookup } from './addresses/shipped-address-lookup';
import type { ClaimsProvider } from './claims/claims-provider';
import { createHttpClaimsProvider } from './claims/http-claims-provider';
import { createSandboxClaims } from './claims/sandbox-claims';
import type { EmailSender } from './email/email-sender';
import type { SmtpSettings } from './email/email-settings';
import { createOutboxEmail } from './email/outbox-email';
import { createSmtpEmail } from './email/smtp-email';
import type { CardPayments } from './payments/card-payments';
import type { DirectDebit } from './payments/direct-debit';
import { createGoCardlessDirectDebit } from './payments/gocardless-direct-debit';
import {
  type GoCardlessSettings,
  readPaymentSettings,
  type StripeSettings,
} from './payments/payment-settings';
import { createSandboxCardPayments } from './payments/sandbox-card-payments';
import { createSandboxDirectDebit } from './payments/sandbox-direct-debit';
import { createStripeCardPayments } from './payments/stripe-card-payments';
import { createDatabaseFileStorage } from './storage/database-file-storage';
import type { FileStorage } from './storage/file-storage';
import { createFolderFileStorage, type FolderStorageSettings } from './storage/folder-file-storage';
import { createS3FileStorage, type S3StorageSettings } from './storage/s3-file-storage';
import { readStorageSettings } from './storage/storage-settings';
import { createHttpVehicleLookup } from './vehicles/http-vehicle-lookup';
import { createShippedVehicleLookup } from './vehicles/shipped-vehicle-lookup';
import type { VehicleLookup } from './vehicles/vehicle-lookup';
import { createSandboxVerification } from './verification/sandbox-verification';
import type { VerificationService } from './verification/verification-service';

/** The outside services the platform calls, each behind its interface. */
export type Integrations = {
  vehicles: VehicleLookup;
  addresses: AddressLookup;
  email: EmailSender;
  verification: VerificationService;
  cardPayments: CardPayments;
  directDebit: DirectDebit;
  /** Files every instance shares: the database's by default, an S3 bucket when configured. */
  storage: FileStorage;
  /** Who handles claims and first notices of loss: the embedded sandbox unless one is set. */
  claims: ClaimsProvider;
  /** Stripe's publishable key for the apps' card field (GET /app-config), when Stripe is set. */
  cardPaymentsPublishableKey?: string | undefined;
};

/** The outside services' settings: a provider's credentials switch its real adapter on. */
export type IntegrationSettings = {
  vehicleProvider?: { baseUrl: string; apiKey: string } | undefined;
  addressProvider?: { key: string; baseUrl?: string | undefined } | undefined;
  /** CLAIMS_PROVIDER_URL and CLAIMS_PROVIDER_API_KEY: a claims provider's REST API. */
  claimsProvider?: { baseUrl: string; apiKey: string } | undefined;
  stripe?: StripeSettings | undefined;
  goCardless?: GoCardlessSettings | undefined;
  /** STORAGE_S3_* (an S3-compatible bucket) or STORAGE_DIR (a folder) for files instead of the database. */
  storage?: S3StorageSettings | FolderStorageSettings | undefined;
  /** SMTP_URL and EMAIL_FROM (read with the platform's settings, which know PUBLIC_URL). */
  smtp?: SmtpSettings | undefined;
};

/** Reads the providers' credentials from the environment; none set means the embedded defaults. */
export function readIntegrationSettings(env: NodeJS.ProcessEnv = process.env): IntegrationSettings {
  return {
    vehicleProvider:
      env.VEHICLE_LOOKUP_URL && env.VEHICLE_LOOKUP_API_KEY
        ? { baseUrl: env.VEHICLE_LOOKUP_URL, apiKey: env.VEHICLE_LOOKUP_API_KEY }
        : undefined,
    addressProvider: env.ADDRESS_LOOKUP_KEY
      ? { key: env.ADDRESS_LOOKUP_KEY, baseUrl: env.ADDRESS_LOOKUP_URL || undefined }
      : undefined,
    claimsProvider:
      env.CLAIMS_PROVIDER_URL && env.CLAIMS_PROVIDER_API_KEY
        ? { baseUrl: env.CLAIMS_PROVIDER_URL, apiKey: env.CLAIMS_PROVIDER_API_KEY }
        : undefined,
    ...readPaymentSettings(env),
    storage: readStorageSettings(env),
  };
}

/** The integrations the settings choose: a real adapter where credentials are set. */
export function configuredIntegrations(
  settings: IntegrationSettings,
  clock: Clock = systemClock,
): Partial<Integrations> {
  return {
    ...(settings.smtp ? { email: createSmtpEmail(settings.smtp) } : {}),
    ...(settings.vehicleProvider
      ? { vehicles: createHttpVehicleLookup(settings.vehicleProvider) }
      : {}),
    ...(settings.addressProvider
      ? {
          addresses: createHttpAddressLookup({
            key: settings.addressProvider.key,
            ...(settings.addressProvider.baseUrl
              ? { baseUrl: settings.addressProvider.baseUrl }
              : {}),
          }),
        }
      : {}),
    ...(settings.claimsProvider
      ? { claims: createHttpClaimsProvider(settings.claimsProvider) }
      : {}),
    ...(settings.stripe
      ? {
          cardPayments: createStripeCardPayments({
            secretKey: settings.stripe.secretKey,
            webhookSecret: settings.stripe.webhookSecret,
            clock,
          }),
          ...(settings.stripe.publishableKey
            ? { cardPaymentsPublishableKey: settings.stripe.publishableKey }
            : {}),
        }
      : {}),
    ...(settings.goCardless
      ? { directDebit: createGoCardlessDirectDebit(settings.goCardless) }
      : {}),
    ...(settings.storage
      ? {
          storage:
            'bucket' in settings.storage
              ? createS3FileStorage(settings.storage)
              : createFolderFileStorage(settings.storage),
        }
      : {}),
  };
}

/**
 * The embedded defaults: shipped data sets, the local outbox (on a developer's machine only: see
 * email-settings.ts), the sandbox checks, and the payment and claims sandboxes (their hosted
 * pages live under `publicUrl`).
 */
export function defaultIntegrations(db: Database, clock: Clock, publicUrl = ''): Integrations {
  return {
    vehicles: createShippedVehicleLookup(),
    addresses: createShippedAddressLookup(),
    email: createOutboxEmail(db, clock),
    verification: createSandboxVerification(),
    cardPayments: createSandboxCardPayments({ db, clock, publicUrl }),
    directDebit: createSandboxDirectDebit({ db, clock, publicUrl }),
    storage: createDatabaseFileStorage(db),
    claims: createSandboxClaims({ db, clock, publicUrl }),
  };
}
