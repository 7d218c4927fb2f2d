import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { AddressLookup } from './addresses/address-lookup';
import { createShippedAddressLookup } from './addresses/shipped-address-lookup';
import type { EmailSender } from './email/email-sender';
import { createOutboxEmail } from './email/outbox-email';
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
};

/** The embedded defaults: shipped data sets, the local outbox, the sandbox checks. */
export function defaultIntegrations(db: Database, clock: Clock): Integrations {
  return {
    vehicles: createShippedVehicleLookup(),
    addresses: createShippedAddressLookup(),
    email: createOutboxEmail(db, clock),
    verification: createSandboxVerification(),
  };
}
