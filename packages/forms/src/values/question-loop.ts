/** The value a question loop stores: the yes/no answer and the confirmed items. */
export interface QuestionLoopValue<T> {
  /** Yes (items follow), no, or not answered yet. */
  readonly answer: boolean | null;
  /** The confirmed items, in the order they were added. */
  readonly items: readonly T[];
}
