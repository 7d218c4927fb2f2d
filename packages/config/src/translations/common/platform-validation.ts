/**
 * The messages of the platform's own checks of a saved change (beyond the form rules of
 * @brand/forms), mounted at `validation.` beside them: the API answers these keys with their text.
 */
export const platformValidation = {
  unknownPath: 'There is no question at {{path}}.',
  'vehicle.unknown': 'We couldn’t find that vehicle. Please search for it again.',
  'vehicle.registrationMismatch':
    'That registration belongs to a different vehicle. Please search for it again.',
  'paymentSchedule.notOffered': 'That way of paying isn’t available for this product.',
  'voluntaryExcess.notOffered': 'Please choose one of the voluntary excess options: £{{options}}.',
  'optionalCover.notOffered': 'That add-on isn’t available for this quote.',
  'scheme.unknown': 'We don’t offer that product.',
  'promotion.unknown': 'That promotion code can’t be used for this product.',
  quoteEmail: 'We can only email your quote to the email address you gave with it.',
} as const;
