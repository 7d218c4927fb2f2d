import { DISCLOSURE_PATHS } from '@brand/config';
import { answerJsonPath } from './answer-json-path';

describe('answerJsonPath', () => {
  it('gives the JSON path literal of an answer and of a field inside it', () => {
    expect(answerJsonPath(DISCLOSURE_PATHS.policyholderEmail)).toBe("'{policyholder,email}'");
    expect(answerJsonPath(DISCLOSURE_PATHS.policyholderName, 'firstName')).toBe(
      "'{policyholder,name,firstName}'",
    );
  });

  it('refuses a segment that could not stand in a query unescaped', () => {
    expect(() => answerJsonPath(DISCLOSURE_PATHS.policyholderName, "x'y")).toThrow(RangeError);
  });
});
