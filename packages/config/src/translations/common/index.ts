import { FORM_INPUT_TRANSLATIONS, VALIDATION_TRANSLATIONS } from '../validation';
import { account } from './account';
import { admin } from './admin';
import { cancellation } from './cancellation';
import { chat } from './chat';
import { checkout } from './checkout';
import { cookies } from './cookies';
import { covers } from './covers';
import { enums } from './enums';
import { errors } from './errors';
import { feedback } from './feedback';
import { forms } from './forms';
import { journeys } from './journeys';
import { management } from './management';
import { navigation } from './navigation';
import { platformValidation } from './platform-validation';
import { billing, claims, policy } from './policy';
import { priceFactors } from './price-factors';
import { promotions } from './promotions';
import { proposal } from './proposal';
import { addOns, quote } from './quote';
import { rating } from './rating';
import { renewal } from './renewal';
import { retrieve } from './retrieve';
import { uploads } from './uploads';

/** The common en-GB translation set: every text both schemes share, by area. */
export const common = {
  account,
  addOns,
  admin,
  billing,
  cancellation,
  chat,
  checkout,
  claims,
  cookies,
  covers,
  enums,
  errors,
  feedback,
  // The brand's question texts win over the inputs' defaults where both name a key.
  forms: { ...FORM_INPUT_TRANSLATIONS, ...forms },
  journeys,
  management,
  navigation,
  policy,
  priceFactors,
  promotions,
  proposal,
  quote,
  rating,
  renewal,
  retrieve,
  uploads,
  // The platform's own checks of a saved change sit beside the form rules' messages.
  validation: { ...VALIDATION_TRANSLATIONS, ...platformValidation },
} as const;
