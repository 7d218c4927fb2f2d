// The insurer on the policy documents comes from the brand's configuration (@brand/config's
// BRAND_INSURER), where a brand team puts its real insurer and signatory; nothing here is made up.
import { BRAND_INSURER, type InsurerConfig, insurerRegisteredDetails } from '@brand/config';

/** The authorised insurer that certifies the brand's policies: the insurer every quote names. */
export const AUTHORISED_INSURER: string = BRAND_INSURER.name;

/** Who signs the certificates for the insurer (the Regulations ask for an authorised signature). */
export const AUTHORISED_SIGNATORY: InsurerConfig['signatory'] = BRAND_INSURER.signatory;

/** The insurer's registration and authorisation, for the foot of its documents. */
export const INSURER_REGISTERED_DETAILS = insurerRegisteredDetails(BRAND_INSURER);

/** The demo's made-up insurer: its certificates say they are specimens. */
export const SPECIMEN_INSURER: boolean = BRAND_INSURER.demo;
