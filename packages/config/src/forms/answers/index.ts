export type {
  AnswerValueByType,
  AnswerValueOf,
  ChoiceValue,
  PersonName,
  StoredSpecificationFields,
  StoredVehicleValue,
  YearMonth,
} from './answer-values';
export type {
  AdditionalDriverAnswers,
  AdditionalDriverPath,
  ClaimAnswers,
  ConvictionAnswers,
  DisclosureAnswers,
  DisclosurePath,
  DisclosureValue,
} from './disclosure-answers';
export {
  ADDITIONAL_DRIVER_PATHS,
  asDisclosureAnswers,
  CLAIM_PATHS,
  CONVICTION_PATHS,
  DISCLOSURE_PATHS,
  disclosureAnswer,
} from './disclosure-answers';
export {
  ADDITIONAL_DRIVER_QUESTIONS,
  CLAIM_QUESTIONS,
  CONVICTION_QUESTIONS,
  DISCLOSURE_QUESTIONS,
} from './disclosure-questions';
export type {
  AnswerOf,
  AnswersOf,
  PathConstantName,
  PathConstants,
  Question,
  QuestionTable,
} from './question-table';
export { pathConstants } from './question-table';
