import type { InputType, QuestionLoopValue } from '@brand/forms';
import type { AnswerValueOf, ChoiceValue } from './answer-values';

/**
 * One question of a form, as the answers' types need it: its input type, the values an enumerated
 * answer takes (the same domain table its options and `oneOf` rule come from), and for a question
 * loop the questions of one item and the fields an item keeps besides their answers.
 */
export interface Question {
  readonly type: InputType;
  readonly values?: readonly ChoiceValue[];
  readonly item?: QuestionTable;
  readonly itemFields?: readonly string[];
}

/** Questions by their answer's dot path. */
export type QuestionTable = Readonly<Record<string, Question>>;

type ItemFields<Q extends Question> = Q extends { itemFields: readonly (infer F extends string)[] }
  ? { [K in F]?: string }
  : unknown;

/** The value a question's answer holds. */
export type AnswerOf<Q extends Question> = Q extends { item: infer I extends QuestionTable }
  ? QuestionLoopValue<AnswersOf<I> & ItemFields<Q>>
  : Q extends { values: readonly (infer V)[] }
    ? Q['type'] extends 'checkboxList'
      ? V[]
      : Q['type'] extends 'booleanList'
        ? Partial<Record<V & string, boolean>>
        : V
    : AnswerValueOf<Q['type']>;

// 'a.b.c' holding V as { a?: { b?: { c?: V | null } } }: an answer may be unanswered or cleared.
type Nested<Path extends string, V> = Path extends `${infer Head}.${infer Rest}`
  ? { [K in Head]?: Nested<Rest, V> }
  : { [K in Path]?: V | null };

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/**
 * The answers of a table's questions as one object, each at its dot path: the type the answers
 * are stored as. An answer hosting others (the vehicle holds 'vehicle.usage') is both.
 */
export type AnswersOf<T extends QuestionTable> = UnionToIntersection<
  { [P in keyof T & string]: Nested<P, AnswerOf<T[P]>> }[keyof T & string]
>;

/** 'policyholder.drivingLicence.licenceType' as policyholderDrivingLicenceLicenceType. */
export type PathConstantName<P extends string> = P extends `${infer Head}.${infer Rest}`
  ? `${Head}${Capitalize<PathConstantName<Rest>>}`
  : P;

/** A table's paths as constants, named after the path. */
export type PathConstants<T extends QuestionTable> = {
  readonly [P in keyof T & string as PathConstantName<P>]: P;
};

function constantName(path: string): string {
  return path
    .split('.')
    .map((segment, index) =>
      index === 0 ? segment : `${segment.charAt(0).toUpperCase()}${segment.slice(1)}`,
    )
    .join('');
}

/** The table's question paths as constants ({ vehicleUsage: 'vehicle.usage', ... }). */
export function pathConstants<T extends QuestionTable>(table: T): PathConstants<T> {
  return Object.freeze(
    Object.fromEntries(Object.keys(table).map((path) => [constantName(path), path])),
  ) as PathConstants<T>;
}
