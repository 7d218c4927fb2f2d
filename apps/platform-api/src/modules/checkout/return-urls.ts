import { ApiError, type FieldError } from '../../http/problem';

const RETURN_URL_FIELDS = ['successUrl', 'cancelUrl'] as const;

/**
 * Refuses a success or cancel URL that leaves the platform's own origin (PUBLIC_URL): the hosted
 * card and Direct Debit pages send the customer there with the provider's trust, so another
 * origin would make checkout an open redirect (a phishing page that "confirms" the payment). The
 * apps are served by the platform itself, so their pages are always on this origin.
 */
export function assertOwnReturnUrls(
  publicUrl: string,
  request: { successUrl: string; cancelUrl?: string | undefined },
): void {
  const origin = new URL(publicUrl).origin;
  const errors: FieldError[] = [];
  for (const field of RETURN_URL_FIELDS) {
    const url = request[field];
    if (url === undefined || originOf(url) === origin) continue;
    errors.push({
      path: `body.${field}`,
      message: 'checkout.returnUrlOrigin',
      text: `must be an address on ${origin}`,
    });
  }
  if (errors.length > 0) {
    throw new ApiError(
      'bad-request',
      `The customer can only be sent back to this site (${origin}): ${errors
        .map((error) => error.path.replace('body.', ''))
        .join(' and ')} must be on it.`,
      { code: 'checkout.returnUrlNotOwnOrigin', errors },
    );
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
